import type { CredentialEvent, MemberEvent } from '@barteraid/events';
import { reject, type Decider } from '../decider';

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
export const credentialsDecider: Decider<CredentialsCommand, CredentialsState, CredentialEvent | MemberEvent> = {
  initialState: { registered: false, passwordChangedAt: null },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'PasswordChanged':
        return { ...state, passwordChangedAt: event.data.changedAt };
      default:
        return state;
    }
  },
  decide(command, state) {
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
  },
};
