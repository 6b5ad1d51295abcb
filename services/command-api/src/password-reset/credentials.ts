import { exhaustive, reject, type Decider } from '../decider';
import type { MemberStreamEvent } from '../members/member';
import { membersMessages } from '@barteraid/events/messages/members';

export interface CredentialsState {
  registered: boolean;
  /** A closed account's password no longer changes (it opens nothing). */
  closed: boolean;
  passwordChangedAt: string | null;
  /** The hash in force: a change on /settings first checks the current password against it. */
  passwordHash: string | null;
  /** The last email change's request: with the hash, it makes the sessions' credential stamp. */
  emailChangeId: string | null;
}

export type CredentialsCommand = {
  type: 'ChangePassword';
  memberId: string;
  passwordHash: string;
  /** The reset link's request, or null for a change on /settings (checked against the current password first). */
  resetRequestId: string | null;
  now: string;
};

/** The password side of the member stream (registration itself is the member decider's). */
export const credentialsDecider: Decider<CredentialsCommand, CredentialsState, MemberStreamEvent> = {
  initialState: { registered: false, closed: false, passwordChangedAt: null, passwordHash: null, emailChangeId: null },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true, passwordHash: event.data.passwordHash };
      case 'PasswordChanged':
        return { ...state, passwordChangedAt: event.data.changedAt, passwordHash: event.data.passwordHash };
      case 'MemberAccountClosed':
        return { ...state, closed: true };
      case 'MemberGrantedAdmin':
      case 'MemberAvatarChanged':
      case 'MemberProfileChanged':
        return state;
      case 'MemberEmailChanged':
        return { ...state, emailChangeId: event.data.requestId };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangePassword':
        if (!state.registered || state.closed) return reject('not_found', membersMessages.message('noSuchMember'));
        return [
          {
            type: 'PasswordChanged',
            data: {
              memberId: command.memberId,
              passwordHash: command.passwordHash,
              via: command.resetRequestId ? 'reset_link' : 'settings',
              resetRequestId: command.resetRequestId,
              changedAt: command.now,
            },
          },
        ];
      default:
        return exhaustive(command.type);
    }
  },
};
