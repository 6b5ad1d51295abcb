import { exhaustive, reject, type Decider } from '../decider';
import type { MemberStreamEvent } from '../members/member';

export interface CredentialsState {
  registered: boolean;
  passwordChangedAt: string | null;
}

export type CredentialsCommand = {
  type: 'ChangePassword';
  memberId: string;
  passwordHash: string;
  resetRequestId: string;
  now: string;
};

/** The password side of the member stream (registration itself is the member decider's). */
export const credentialsDecider: Decider<CredentialsCommand, CredentialsState, MemberStreamEvent> = {
  initialState: { registered: false, passwordChangedAt: null },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'PasswordChanged':
        return { ...state, passwordChangedAt: event.data.changedAt };
      case 'MemberGrantedAdmin':
      case 'MemberAvatarChanged':
        return state;
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangePassword':
        if (!state.registered) return reject('not_found', 'No member with that id.');
        return [
          {
            type: 'PasswordChanged',
            data: {
              memberId: command.memberId,
              passwordHash: command.passwordHash,
              via: 'reset_link',
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
