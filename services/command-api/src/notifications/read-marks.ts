import type { NotificationEvent } from '@barteraid/events';
import { exhaustive, type Decider } from '../decider';

/** The notifications the member has seen on the bell (opened or not). */
export type ReadMarksState = { seen: ReadonlySet<string> };

export type ReadMarksCommand =
  | {
      type: 'MarkNotificationsRead';
      memberId: string;
      /** null marks every notification so far. */
      notificationIds: string[] | null;
      now: string;
    }
  | {
      type: 'MarkNotificationsSeen';
      memberId: string;
      /** What the bell showed when it was opened. */
      notificationIds: string[];
      now: string;
    };

/**
 * A member's notifications stream records what they have read and what they have seen. Reads do
 * not depend on earlier reads: the projection only touches the member's own rows, so foreign or
 * unknown ids in a request do nothing. Seeing records only what was not seen before, so opening
 * the bell again and again adds nothing.
 */
export const readMarksDecider: Decider<ReadMarksCommand, ReadMarksState, NotificationEvent> = {
  initialState: { seen: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationsMarkedRead':
        return state;
      case 'NotificationsSeen':
        return { seen: new Set([...state.seen, ...event.data.notificationIds]) };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkNotificationsRead': {
        if (command.notificationIds && command.notificationIds.length === 0) return [];
        const notificationIds = command.notificationIds ? [...new Set(command.notificationIds)] : null;
        return [{ type: 'NotificationsMarkedRead', data: { memberId: command.memberId, notificationIds, readAt: command.now } }];
      }
      case 'MarkNotificationsSeen': {
        const notificationIds = [...new Set(command.notificationIds)].filter((id) => !state.seen.has(id));
        if (notificationIds.length === 0) return [];
        return [{ type: 'NotificationsSeen', data: { memberId: command.memberId, notificationIds, seenAt: command.now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
