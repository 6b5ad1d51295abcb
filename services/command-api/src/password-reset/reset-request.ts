import type { PasswordResetEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { authMessages } from '@barteraid/events/messages/auth';

export const INVALID_RESET_LINK = authMessages.message('invalidResetLink');

export interface ResetRequestState {
  memberId: string | null;
  requestedAt: string | null;
  expiresAt: string | null;
  completed: boolean;
}

export type ResetRequestCommand =
  | { type: 'RequestReset'; requestId: string; memberId: string; tokenHash: string; now: string; expiresAt: string }
  | {
      type: 'CompleteReset';
      requestId: string;
      now: string;
      /** When the member's password last changed; a link sent before that no longer works. */
      passwordChangedAt: string | null;
    };

/** Whether a link can still be used at `now`; the same rule serves the early check and the decision. */
export function resetLinkUsable(state: ResetRequestState, now: string, passwordChangedAt: string | null): boolean {
  if (!state.memberId || !state.expiresAt || !state.requestedAt || state.completed) return false;
  if (Date.parse(now) >= Date.parse(state.expiresAt)) return false;
  if (passwordChangedAt && Date.parse(passwordChangedAt) >= Date.parse(state.requestedAt)) return false;
  return true;
}

/** One stream per emailed link: requested once, used at most once, before it expires. */
export const resetRequestDecider: Decider<ResetRequestCommand, ResetRequestState, PasswordResetEvent> = {
  initialState: { memberId: null, requestedAt: null, expiresAt: null, completed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordResetRequested':
        return {
          ...state,
          memberId: event.data.memberId,
          requestedAt: event.data.requestedAt,
          expiresAt: event.data.expiresAt,
        };
      case 'PasswordResetCompleted':
        return { ...state, completed: true };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestReset': {
        // 256 random bits never repeat; if they did, the first link stays as it was.
        if (state.memberId) return [];
        const { type: _type, now, ...request } = command;
        return [{ type: 'PasswordResetRequested', data: { ...request, requestedAt: now } }];
      }
      case 'CompleteReset':
        if (!resetLinkUsable(state, command.now, command.passwordChangedAt)) return reject('invalid', INVALID_RESET_LINK);
        return [
          {
            type: 'PasswordResetCompleted',
            data: { requestId: command.requestId, memberId: state.memberId!, completedAt: command.now },
          },
        ];
      default:
        return exhaustive(command);
    }
  },
};
