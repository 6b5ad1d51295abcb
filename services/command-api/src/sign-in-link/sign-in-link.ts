import type { SignInLinkEvent } from '@barteraid/events';
import { authMessages } from '@barteraid/events/messages/auth';
import { exhaustive, reject, type Decider } from '../decider';

export const INVALID_SIGN_IN_LINK = authMessages.message('invalidSignInLink');
export const SUSPENDED = authMessages.message('suspendedSignInLink');

export interface SignInLinkState {
  memberId: string | null;
  expiresAt: string | null;
  used: boolean;
}

export type SignInLinkCommand =
  | { type: 'RequestSignInLink'; requestId: string; memberId: string; tokenHash: string; now: string; expiresAt: string }
  | {
      type: 'UseSignInLink';
      requestId: string;
      now: string;
      /** The member closed their account since: the link opens nothing. */
      memberClosed: boolean;
      /** A suspension in force now: refused as a password would be, and the link stays unused. */
      memberSuspended: boolean;
    };

/** One stream per emailed link: requested once, used at most once, before it expires. */
export const signInLinkDecider: Decider<SignInLinkCommand, SignInLinkState, SignInLinkEvent> = {
  initialState: { memberId: null, expiresAt: null, used: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SignInLinkRequested':
        return { ...state, memberId: event.data.memberId, expiresAt: event.data.expiresAt };
      case 'SignInLinkUsed':
        return { ...state, used: true };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestSignInLink': {
        // 256 random bits never repeat; if they did, the first link stays as it was.
        if (state.memberId) return [];
        const { type: _type, now, ...request } = command;
        return [{ type: 'SignInLinkRequested', data: { ...request, requestedAt: now } }];
      }
      case 'UseSignInLink':
        if (!state.memberId || !state.expiresAt || state.used || command.memberClosed) return reject('invalid', INVALID_SIGN_IN_LINK);
        if (Date.parse(command.now) >= Date.parse(state.expiresAt)) return reject('invalid', INVALID_SIGN_IN_LINK);
        if (command.memberSuspended) return reject('forbidden', SUSPENDED);
        return [{ type: 'SignInLinkUsed', data: { requestId: command.requestId, memberId: state.memberId, usedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
