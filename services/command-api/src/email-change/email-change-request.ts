import type { EmailChangeEvent } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';
import { exhaustive, reject, type Decider } from '../decider';
import { sameEmail } from '../members/member';

export interface EmailChangeRequestState {
  memberId: string | null;
  currentEmail: string | null;
  newEmail: string | null;
  requestedAt: string | null;
  expiresAt: string | null;
  confirmed: boolean;
}

export type EmailChangeRequestCommand =
  | { type: 'RequestEmailChange'; requestId: string; memberId: string; currentEmail: string; newEmail: string; tokenHash: string; now: string; expiresAt: string }
  | {
      type: 'ConfirmEmailChange';
      requestId: string;
      now: string;
      /** The member's address now: a request made before another change of it no longer works. */
      memberEmail: string | null;
      /**
       * When the member's password last changed. The notice to the old address says "if it was not
       * you, change your password": doing so must stop a link someone else asked for.
       */
      passwordChangedAt: string | null;
    };

/** Whether the link can still be used at `now`; the same rule serves the early check and the decision. */
export function emailChangeLinkUsable(state: EmailChangeRequestState, now: string, memberEmail: string | null, passwordChangedAt: string | null): boolean {
  if (!state.memberId || !state.currentEmail || !state.requestedAt || !state.expiresAt || state.confirmed) return false;
  if (Date.parse(now) >= Date.parse(state.expiresAt)) return false;
  if (!memberEmail || !sameEmail(memberEmail, state.currentEmail)) return false;
  if (passwordChangedAt && Date.parse(passwordChangedAt) >= Date.parse(state.requestedAt)) return false;
  return true;
}

/** One stream per emailed confirmation link: requested once, used at most once, within 24 hours. */
export const emailChangeRequestDecider: Decider<EmailChangeRequestCommand, EmailChangeRequestState, EmailChangeEvent> = {
  initialState: { memberId: null, currentEmail: null, newEmail: null, requestedAt: null, expiresAt: null, confirmed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailChangeRequested': {
        const { memberId, currentEmail, newEmail, requestedAt, expiresAt } = event.data;
        return { ...state, memberId, currentEmail, newEmail, requestedAt, expiresAt };
      }
      case 'EmailChangeConfirmed':
        return { ...state, confirmed: true };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestEmailChange': {
        // 256 random bits never repeat; if they did, the first link stays as it was.
        if (state.memberId) return [];
        const { type: _type, now, ...request } = command;
        return [{ type: 'EmailChangeRequested', data: { ...request, requestedAt: now } }];
      }
      case 'ConfirmEmailChange':
        if (!emailChangeLinkUsable(state, command.now, command.memberEmail, command.passwordChangedAt)) return reject('invalid', accountMessages.message('invalidEmailChangeLink'));
        return [{ type: 'EmailChangeConfirmed', data: { requestId: command.requestId, memberId: state.memberId!, confirmedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
