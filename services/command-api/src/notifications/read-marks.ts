import type { NotificationEvent } from '@barteraid/events';
import { exhaustive, type Decider } from '../decider';

export type ReadMarksState = Record<string, never>;

export type ReadMarksCommand = {
  type: 'MarkNotificationsRead';
  memberId: string;
  /** null marks every notification so far. */
  notificationIds: string[] | null;
  now: string;
};

/**
 * A member's notifications stream records what they have read. Nothing here depends on
 * earlier reads: the projection only touches the member's own rows, so foreign or unknown
 * ids in a request do nothing.
 */
export const readMarksDecider: Decider<ReadMarksCommand, ReadMarksState, NotificationEvent> = {
  initialState: {},
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationsMarkedRead':
        return state;
      default:
        return exhaustive(event.type, state);
    }
  },
  decide(command) {
    switch (command.type) {
      case 'MarkNotificationsRead': {
        if (command.notificationIds && command.notificationIds.length === 0) return [];
        const notificationIds = command.notificationIds ? [...new Set(command.notificationIds)] : null;
        return [{ type: 'NotificationsMarkedRead', data: { memberId: command.memberId, notificationIds, readAt: command.now } }];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
