import type { ReportEvent, ReportSubject, TargetReportEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import type { ReportReference } from './report-target';
import { moderationMessages } from '@barteraid/events/messages/moderation';

/**
 * One member's reports of one thing: their latest report of it and whether it is still open.
 * Folded from `reported_target-<reporterId>-<subject>-<targetId>` and then the latest report's own
 * stream (events of other reports change nothing).
 */
export interface ReportedTargetState {
  latest: { reportId: string; open: boolean } | null;
}

export type ReportedTargetCommand = {
  type: 'CountReport';
  reporterId: string;
  subject: ReportSubject;
  targetId: string;
  reportId: string;
  now: string;
};

export const reportedTargetMessages = {
  /** 409: one open report per reporter and target; a second waits until the team has decided the first. */
  stillOpen: moderationMessages.message('stillOpen'),
} as const;

/** The id of the reported thing: a listing, a member, a conversation (its trade) or a message. */
export function targetIdOf(reference: ReportReference): string {
  switch (reference.subject) {
    case 'listing':
      return reference.listingId;
    case 'member':
      return reference.memberId;
    case 'conversation':
      return reference.tradeId;
    case 'message':
      return reference.messageId;
    default:
      return exhaustive(reference);
  }
}

/** At most one open report per reporter and target: the same thing can be reported again once the team has decided. */
export const reportedTargetDecider: Decider<ReportedTargetCommand, ReportedTargetState, TargetReportEvent | ReportEvent> = {
  initialState: { latest: null },

  evolve(state, event) {
    if (event.type === 'TargetReported') return { latest: { reportId: event.data.reportId, open: true } };
    if (!state.latest || event.data.reportId !== state.latest.reportId) return state;
    switch (event.type) {
      case 'ReportFiled':
        return state;
      case 'ReportDismissed':
      case 'ReportActioned':
        return { latest: { ...state.latest, open: false } };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    if (state.latest?.open) return reject('conflict', reportedTargetMessages.stillOpen);
    return [
      {
        type: 'TargetReported',
        data: { reporterId: command.reporterId, subject: command.subject, targetId: command.targetId, reportId: command.reportId, reportedAt: command.now },
      },
    ];
  },
};
