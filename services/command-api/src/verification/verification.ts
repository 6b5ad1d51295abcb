import type { VerificationDocument, VerificationEvent, VerificationStatus, VerificationType } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { verificationMessages as texts } from '@barteraid/events/messages/verification';
import type { MessageData } from '@barteraid/events/messages/catalogue';

/** The member's latest submission, which is all the rules look at. */
export interface CurrentSubmission {
  submissionId: string;
  verificationType: VerificationType;
  status: VerificationStatus;
}

export interface VerificationState {
  current: CurrentSubmission | null;
}

export type VerificationCommand =
  | {
      type: 'SubmitVerification';
      submissionId: string;
      memberId: string;
      verificationType: VerificationType;
      formData: Record<string, string | number>;
      documents: VerificationDocument[];
      now: string;
    }
  | {
      type: 'DecideVerification';
      memberId: string;
      decision: 'approved' | 'rejected';
      /** The admin deciding; the route has checked they are one. */
      by: string;
      reason: string | null;
      now: string;
    };

export const verificationMessages = {
  alreadyPending: texts.message('alreadyPending'),
  alreadyApproved: texts.message('alreadyApproved'),
  nothingToDecide: texts.message('nothingToDecide'),
  alreadyDecided: (status: VerificationStatus) => texts.message('alreadyDecided', { status }),
} as const;

/** Why the member may not submit now (pending or approved), or null when they may. */
export function submissionRefusal(state: VerificationState): MessageData | null {
  if (state.current?.status === 'pending') return verificationMessages.alreadyPending;
  if (state.current?.status === 'approved') return verificationMessages.alreadyApproved;
  return null;
}

/**
 * A member's verification (`verification-<memberId>`): submitted as pending, then approved or
 * rejected by an admin. A rejected member may submit again; a pending or approved one may not.
 */
export const verificationDecider: Decider<VerificationCommand, VerificationState, VerificationEvent> = {
  initialState: { current: null },
  evolve(state, event) {
    switch (event.type) {
      case 'VerificationSubmitted':
        return {
          current: { submissionId: event.data.submissionId, verificationType: event.data.verificationType, status: 'pending' },
        };
      case 'VerificationApproved':
        return state.current?.submissionId === event.data.submissionId ? { current: { ...state.current, status: 'approved' } } : state;
      case 'VerificationRejected':
        return state.current?.submissionId === event.data.submissionId ? { current: { ...state.current, status: 'rejected' } } : state;
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitVerification': {
        const refusal = submissionRefusal(state);
        if (refusal) return reject('conflict', refusal);
        const { type: _type, now, ...submission } = command;
        return [{ type: 'VerificationSubmitted', data: { ...submission, submittedAt: now } }];
      }
      case 'DecideVerification': {
        const current = state.current;
        if (!current) return reject('conflict', verificationMessages.nothingToDecide);
        if (current.status !== 'pending') {
          // The same decision again (a double click, a retried request) changes nothing.
          if (current.status === command.decision) return [];
          return reject('conflict', verificationMessages.alreadyDecided(current.status));
        }
        const common = {
          submissionId: current.submissionId,
          memberId: command.memberId,
          verificationType: current.verificationType,
          by: command.by,
          reason: command.reason,
        };
        return command.decision === 'approved'
          ? [{ type: 'VerificationApproved', data: { ...common, approvedAt: command.now } }]
          : [{ type: 'VerificationRejected', data: { ...common, rejectedAt: command.now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
