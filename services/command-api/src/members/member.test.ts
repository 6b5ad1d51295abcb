import { describe, expect, it } from 'vitest';
import type { MemberEvent } from '@barteraid/events';
import { membersMessages } from '@barteraid/events/messages/members';
import { CommandRejected } from '../decider';
import { memberDecider, type MemberCommand } from './member';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const registration: Extract<MemberCommand, { type: 'RegisterMember' }> = {
  type: 'RegisterMember',
  memberId,
  username: 'maria_l',
  email: 'maria@example.org',
  firstName: 'Maria',
  lastName: 'Lopez',
  passwordHash: 'scrypt$hash',
  phone: null,
  location: 'Houston, TX',
  membershipTier: 'free_assistance',
  now: '2026-11-20T10:00:00.000Z',
};

const { given } = DeciderSpecification.for(memberDecider);

const registered: MemberEvent = {
  type: 'MemberRegistered',
  data: { ...registration, registeredAt: registration.now } as never,
};

describe('member decider', () => {
  it('registers a new member', () => {
    given([]).when(registration).then([
      {
        type: 'MemberRegistered',
        data: {
          memberId,
          username: 'maria_l',
          email: 'maria@example.org',
          firstName: 'Maria',
          lastName: 'Lopez',
          passwordHash: 'scrypt$hash',
          phone: null,
          location: 'Houston, TX',
          membershipTier: 'free_assistance',
          registeredAt: '2026-11-20T10:00:00.000Z',
        },
      },
    ]);
  });

  it('registers with standard or a free tier, never a guest trial (that starts with its invitation code)', () => {
    for (const membershipTier of ['standard', 'emergency_business'] as const) {
      given([]).when({ ...registration, membershipTier }).thenMatches([{ type: 'MemberRegistered', data: { memberId, membershipTier } }]);
    }
    given([]).when({ ...registration, membershipTier: 'guest_trial' }).thenThrows(
      expect.objectContaining({ status: 400, message: membersMessages.english('guestTrialAtRegistration'), data: membersMessages.message('guestTrialAtRegistration'), details: { field: 'membershipTier' } }),
    );
  });

  it('refuses to register the same member twice', () => {
    given([registered]).when(registration).thenThrows(CommandRejected);
  });

  it('grants admin to a registered member once', () => {
    const grant: MemberCommand = { type: 'GrantAdmin', memberId, grantedBy: 'operator', now: registration.now };
    const events = given([registered]).when(grant).then([
      { type: 'MemberGrantedAdmin', data: { memberId, grantedBy: 'operator', grantedAt: registration.now } },
    ]);
    given([registered, ...events]).when(grant).thenNothingHappened();
  });

  it('refuses admin for an unknown member with not_found', () => {
    const grant: MemberCommand = { type: 'GrantAdmin', memberId, grantedBy: 'operator', now: registration.now };
    given([]).when(grant).thenThrows(expect.objectContaining({ kind: 'not_found', status: 404 }));
  });

  describe('closing the account', () => {
    const close: MemberCommand = { type: 'CloseAccount', memberId, now: '2026-11-24T09:00:00.000Z' };
    const closed: MemberEvent = { type: 'MemberAccountClosed', data: { memberId, closedAt: close.now } };

    it('closes a registered member’s account', () => {
      given([registered]).when(close).then([closed]);
    });

    it('closes it once: closing again records nothing', () => {
      given([registered, closed]).when(close).then([]);
    });

    it('takes no change to a closed account', () => {
      const change: MemberCommand = { type: 'ChangeProfile', memberId, firstName: 'Maria', lastName: 'Lopez', phone: null, location: 'Austin, TX', now: close.now };
      given([registered, closed]).when(change).thenThrows(expect.objectContaining({ kind: 'not_found' }));
      given([registered, closed]).when({ type: 'GrantAdmin', memberId, grantedBy: 'operator', now: close.now }).thenThrows(expect.objectContaining({ kind: 'not_found' }));
    });

    it('refuses to close an account that does not exist', () => {
      given([]).when(close).thenThrows(expect.objectContaining({ kind: 'not_found', status: 404 }));
    });
  });

  describe('a ZIP fills the display place', () => {
    const fill = (location: string): MemberCommand => ({ type: 'FillLocationText', memberId, location, now: '2026-11-21T10:00:00.000Z' });
    const withoutPlace: MemberEvent = { type: 'MemberRegistered', data: { ...registration, location: null, registeredAt: registration.now } as never };

    it('fills an empty "City, State" from the ZIP, keeping the rest of the profile', () => {
      given([withoutPlace]).when(fill('Houston, TX')).then([
        {
          type: 'MemberProfileChanged',
          data: { memberId, firstName: 'Maria', lastName: 'Lopez', phone: null, location: 'Houston, TX', changedAt: '2026-11-21T10:00:00.000Z' },
        },
      ]);
    });

    it('leaves what the member typed', () => {
      given([registered]).when(fill('Pasadena, TX')).thenNothingHappened();
    });

    it('takes nothing for a closed account', () => {
      given([withoutPlace, { type: 'MemberAccountClosed', data: { memberId, closedAt: registration.now } }]).when(fill('Houston, TX')).thenRejects('not_found');
    });
  });
});
