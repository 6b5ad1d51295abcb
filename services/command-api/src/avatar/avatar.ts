import { HttpError } from '@barteraid/infra';
import { exhaustive, reject, type Decider } from '../decider';
import type { MemberStreamEvent } from '../members/member';
import type { StoredObjectFacts } from '../objects/read-object';
import { objectUrl } from '../objects/read-object';
import { membersMessages } from '@barteraid/events/messages/members';
import { accountMessages } from '@barteraid/events/messages/account';

export interface AvatarState {
  registered: boolean;
  avatarObjectId: string | null;
  /** Avatars the member had before the current one: their objects are deleted and their space freed. */
  replacedAvatars: string[];
}

export interface ChangeAvatar {
  type: 'ChangeAvatar';
  memberId: string;
  /** The uploaded object the member named, as its own stream tells it; null when there is none. */
  object: Pick<StoredObjectFacts, 'objectId' | 'ownerId' | 'purpose'> | null;
  now: string;
}

export const avatarMessages = {
  notYourImage: accountMessages.message('avatarNotYours'),
} as const;

/** The avatar part of the member stream: only an avatar object the member uploaded is accepted. */
export const avatarDecider: Decider<ChangeAvatar, AvatarState, MemberStreamEvent> = {
  initialState: { registered: false, avatarObjectId: null, replacedAvatars: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'MemberAvatarChanged': {
        const previous = state.avatarObjectId;
        const replaced = state.replacedAvatars.filter((objectId) => objectId !== event.data.objectId);
        if (previous && previous !== event.data.objectId) replaced.push(previous);
        return { ...state, avatarObjectId: event.data.objectId, replacedAvatars: replaced };
      }
      case 'MemberAccountClosed':
        return { ...state, registered: false };
      case 'MemberGrantedAdmin':
      case 'PasswordChanged':
      case 'MemberProfileChanged':
      case 'MemberEmailChanged':
        return state;
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeAvatar': {
        if (!state.registered) return reject('not_found', membersMessages.message('noSuchMember'));
        const object = command.object;
        if (!object || object.ownerId !== command.memberId || object.purpose !== 'avatar') {
          throw new HttpError(400, avatarMessages.notYourImage, { field: 'avatarURL' });
        }
        if (state.avatarObjectId === object.objectId) return [];
        return [
          {
            type: 'MemberAvatarChanged',
            data: { memberId: command.memberId, objectId: object.objectId, avatarUrl: objectUrl(object.objectId), changedAt: command.now },
          },
        ];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
