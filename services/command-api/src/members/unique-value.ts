import type { UniqueValueEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { membersMessages } from '@barteraid/events/messages/members';
import type { MessageData } from '@barteraid/events/messages/catalogue';

export type UniqueKind = 'email' | 'username';

export interface UniqueValueState {
  claimedBy: string | null;
}

export type UniqueValueCommand =
  | { type: 'ClaimValue'; kind: UniqueKind; value: string; memberId: string }
  | { type: 'ReleaseValue'; kind: UniqueKind; value: string; memberId: string };

export const takenMessages: Record<UniqueKind, MessageData> = {
  email: membersMessages.message('emailTaken'),
  username: membersMessages.message('usernameTaken'),
};

/** One stream per email or username (lower-cased) keeps them unique across members. */
export const uniqueValueDecider: Decider<UniqueValueCommand, UniqueValueState, UniqueValueEvent> = {
  initialState: { claimedBy: null },
  evolve(state, event) {
    switch (event.type) {
      case 'UniqueValueClaimed':
        return { claimedBy: event.data.memberId };
      case 'UniqueValueReleased':
        return state.claimedBy === event.data.memberId ? { claimedBy: null } : state;
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    const data = { kind: command.kind, value: command.value, memberId: command.memberId };
    switch (command.type) {
      case 'ClaimValue':
        if (state.claimedBy === command.memberId) return [];
        if (state.claimedBy) return reject('conflict', takenMessages[command.kind]);
        return [{ type: 'UniqueValueClaimed', data }];
      case 'ReleaseValue':
        if (state.claimedBy !== command.memberId) return [];
        return [{ type: 'UniqueValueReleased', data }];
      default:
        return exhaustive(command);
    }
  },
};
