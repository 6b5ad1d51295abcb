import { describe, expect, it } from 'vitest';
import type { MemberEvent } from '@barteraid/events';
import { fold } from '../decider';
import { avatarDecider, avatarMessages, type ChangeAvatar } from './avatar';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const objectId = '0d6f3a52-8a4c-4f7e-9b1e-3c2d1a0b9f8e';
const now = '2026-11-20T10:00:00.000Z';
const registered = { type: 'MemberRegistered', data: { memberId } } as unknown as MemberEvent;
const change = (object: ChangeAvatar['object']): ChangeAvatar => ({ type: 'ChangeAvatar', memberId, object, now });
const mine = { objectId, ownerId: memberId, purpose: 'avatar' as const };

const { given } = DeciderSpecification.for(avatarDecider);

describe('avatar decider', () => {
  it("sets the member's own uploaded avatar", () => {
    given([registered]).when(change(mine)).then([
      { type: 'MemberAvatarChanged', data: { memberId, objectId, avatarUrl: `/api/objects/${objectId}`, changedAt: now } },
    ]);
  });

  it('does nothing when the avatar is already that object', () => {
    const changed = given([registered]).when(change(mine)).thenMatches([{ type: 'MemberAvatarChanged' }]);
    given([registered, ...changed]).when(change(mine)).thenNothingHappened();
  });

  it('remembers the avatars the member replaced', () => {
    const other = { ...mine, objectId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    const first = given([registered]).when(change(mine)).thenMatches([{ type: 'MemberAvatarChanged' }]);
    const second = given([registered, ...first]).when(change(other)).thenMatches([{ type: 'MemberAvatarChanged' }]);
    expect(fold(avatarDecider, [registered, ...first, ...second])).toMatchObject({ avatarObjectId: other.objectId, replacedAvatars: [objectId] });
  });

  it.each([
    ['no uploaded object', null],
    ["another member's object", { ...mine, ownerId: '9e0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b' }],
    ['a verification document', { ...mine, purpose: 'verification-document' as const }],
  ])('refuses %s with 400', (_name, object) => {
    given([registered]).when(change(object)).thenThrows(expect.objectContaining({ status: 400, data: avatarMessages.notYourImage }));
  });

  it('refuses an unknown member', () => {
    given([]).when(change(mine)).thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});
