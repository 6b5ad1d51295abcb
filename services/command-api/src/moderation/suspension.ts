import { suspensionInForce, type SuspensionEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { moderationMessages } from '@barteraid/events/messages/moderation';

/** The member's latest suspension that was not lifted; whether it is still in force depends on the time. */
export interface SuspensionState {
  latest: { suspensionId: string; reason: string; endsAt: string | null } | null;
}

export type SuspensionCommand =
  | {
      type: 'SuspendMember';
      suspensionId: string;
      memberId: string;
      adminId: string;
      reason: string;
      endsAt: string | null;
      reportId: string | null;
      now: string;
    }
  | { type: 'LiftSuspension'; memberId: string; adminId: string; note: string | null; now: string };

export const suspensionMessages = {
  yourself: moderationMessages.message('suspendYourself'),
  alreadySuspended: moderationMessages.message('alreadySuspended'),
  endInPast: moderationMessages.message('endInPast'),
  notSuspended: moderationMessages.message('notSuspended'),
} as const;

/** The suspension in force at `now`, or null. */
export function suspensionAt(state: SuspensionState, now: Date): SuspensionState['latest'] {
  return state.latest && suspensionInForce(state.latest.endsAt, now) ? state.latest : null;
}

/**
 * A member's suspensions (`suspension-<memberId>`). One at a time; one with an end date ends by
 * itself when that time has passed, which every reader decides from `endsAt` and its clock.
 */
export const suspensionDecider: Decider<SuspensionCommand, SuspensionState, SuspensionEvent> = {
  initialState: { latest: null },

  evolve(state, event) {
    switch (event.type) {
      case 'MemberSuspended': {
        const { suspensionId, reason, endsAt } = event.data;
        return { latest: { suspensionId, reason, endsAt } };
      }
      case 'MemberSuspensionLifted':
        return { latest: null };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    const now = new Date(command.now);
    switch (command.type) {
      case 'SuspendMember': {
        if (command.adminId === command.memberId) return reject('invalid', suspensionMessages.yourself);
        if (command.endsAt !== null && !suspensionInForce(command.endsAt, now)) return reject('invalid', suspensionMessages.endInPast);
        if (suspensionAt(state, now)) return reject('conflict', suspensionMessages.alreadySuspended);
        return [
          {
            type: 'MemberSuspended',
            data: {
              suspensionId: command.suspensionId,
              memberId: command.memberId,
              reason: command.reason,
              endsAt: command.endsAt,
              suspendedBy: command.adminId,
              reportId: command.reportId,
              suspendedAt: command.now,
            },
          },
        ];
      }

      case 'LiftSuspension': {
        const current = suspensionAt(state, now);
        if (!current) return reject('conflict', suspensionMessages.notSuspended);
        return [
          {
            type: 'MemberSuspensionLifted',
            data: { suspensionId: current.suspensionId, memberId: command.memberId, liftedBy: command.adminId, note: command.note, liftedAt: command.now },
          },
        ];
      }

      default:
        return exhaustive(command);
    }
  },
};
