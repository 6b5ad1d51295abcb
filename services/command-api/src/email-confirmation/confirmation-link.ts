import type { EmailConfirmationEvent } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';

const INVALID_EMAIL_CONFIRMATION_LINK = accountMessages.message('invalidEmailConfirmationLink');
import { exhaustive, reject, type Decider } from '../decider';
import { sameEmail } from '../members/member';

export type EmailConfirmationState =
  | { status: 'none' }
  | { status: 'sent'; memberId: string; email: string; expiresAt: string }
  | { status: 'confirmed'; memberId: string; email: string };

export type EmailConfirmationCommand =
  | { type: 'RequestEmailConfirmation'; requestId: string; memberId: string; email: string; tokenHash: string; now: string; expiresAt: string }
  | {
      type: 'ConfirmEmail';
      requestId: string;
      now: string;
      /** The member's address now: a link to an address they no longer have confirms nothing. */
      memberEmail: string | null;
    };

/** One stream per mailed link: sent once, opened at most once, within its week, for the address the member still has. */
export const emailConfirmationDecider: Decider<EmailConfirmationCommand, EmailConfirmationState, EmailConfirmationEvent> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailConfirmationRequested':
        return { status: 'sent', memberId: event.data.memberId, email: event.data.email, expiresAt: event.data.expiresAt };
      case 'EmailConfirmed':
        return { status: 'confirmed', memberId: event.data.memberId, email: event.data.email };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestEmailConfirmation': {
        // 256 random bits never repeat; if they did, the first link stays as it was.
        if (state.status !== 'none') return [];
        const { type: _type, now, ...request } = command;
        return [{ type: 'EmailConfirmationRequested', data: { ...request, requestedAt: now } }];
      }
      case 'ConfirmEmail': {
        if (state.status !== 'sent') return reject('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
        if (Date.parse(command.now) >= Date.parse(state.expiresAt)) return reject('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
        if (!command.memberEmail || !sameEmail(command.memberEmail, state.email)) return reject('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
        return [{ type: 'EmailConfirmed', data: { requestId: command.requestId, memberId: state.memberId, email: state.email, confirmedAt: command.now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
