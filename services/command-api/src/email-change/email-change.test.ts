import { describe, expect, it } from 'vitest';
import type { CredentialEvent, EmailChangeEvent, MemberEvent } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';

const INVALID_EMAIL_CHANGE_LINK = accountMessages.message('invalidEmailChangeLink');
const SAME_EMAIL = accountMessages.message('sameEmail');
import { fold } from '../decider';
import { avatarDecider } from '../avatar/avatar';
import { memberDecider } from '../members/member';
import { credentialsDecider } from '../password-reset/credentials';
import { DeciderSpecification } from '../testing/decider-specification';
import { emailChangeRequestDecider, type EmailChangeRequestCommand } from './email-change-request';
import { emailChangeRequestId, hashEmailChangeToken, newEmailChangeToken } from './token';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const requestId = '9d9a3a43-7d4e-5c1b-8f0e-6a2b3c4d5e6f';
const tokenHash = 'b'.repeat(64);
const requestedAt = '2026-11-20T10:00:00.000Z';
const expiresAt = '2026-11-21T10:00:00.000Z';

const requested: EmailChangeEvent = {
  type: 'EmailChangeRequested',
  data: { requestId, memberId, currentEmail: 'maria@example.org', newEmail: 'maria@new.example', tokenHash, requestedAt, expiresAt },
};
const confirm = (now: string, memberEmail: string | null = 'maria@example.org', passwordChangedAt: string | null = null): EmailChangeRequestCommand => ({
  type: 'ConfirmEmailChange',
  requestId,
  now,
  memberEmail,
  passwordChangedAt,
});

describe('email change link decider', () => {
  const { given } = DeciderSpecification.for(emailChangeRequestDecider);

  it('given nothing, when a change is asked for, then the link is recorded by its hash with a 24-hour expiry', () => {
    given([])
      .when({ type: 'RequestEmailChange', requestId, memberId, currentEmail: 'maria@example.org', newEmail: 'maria@new.example', tokenHash, now: requestedAt, expiresAt })
      .then([requested]);
  });

  it('given a fresh link, when it is used within the day, then it is confirmed', () => {
    given([requested]).when(confirm('2026-11-21T09:59:00.000Z')).then([
      { type: 'EmailChangeConfirmed', data: { requestId, memberId, confirmedAt: '2026-11-21T09:59:00.000Z' } },
    ]);
  });

  it('given a used link, when it is used again, then it is refused', () => {
    const used = given([requested]).when(confirm('2026-11-20T10:30:00.000Z')).thenMatches([{ type: 'EmailChangeConfirmed' }]);
    given([requested, ...used]).when(confirm('2026-11-20T10:31:00.000Z')).thenRejects('invalid', INVALID_EMAIL_CHANGE_LINK);
  });

  it('given a link, when it is used at or after its expiry, then it is refused', () => {
    given([requested]).when(confirm(expiresAt)).thenRejects('invalid', INVALID_EMAIL_CHANGE_LINK);
  });

  it('given no link, when a token is used, then it is refused', () => {
    given([]).when(confirm(requestedAt)).thenRejects('invalid', INVALID_EMAIL_CHANGE_LINK);
  });

  it('given a link, when the member\'s email changed since it was asked for, then it is refused', () => {
    given([requested]).when(confirm('2026-11-20T11:00:00.000Z', 'maria@other.example')).thenRejects('invalid', INVALID_EMAIL_CHANGE_LINK);
    given([requested]).when(confirm('2026-11-20T11:00:00.000Z', 'MARIA@example.org')).thenMatches([{ type: 'EmailChangeConfirmed' }]);
  });

  it('given a link, when the password changed after it was asked for, then it is refused (the notice\'s advice works)', () => {
    given([requested]).when(confirm('2026-11-20T11:00:00.000Z', 'maria@example.org', '2026-11-20T10:10:00.000Z')).thenRejects('invalid', INVALID_EMAIL_CHANGE_LINK);
    given([requested]).when(confirm('2026-11-20T11:00:00.000Z', 'maria@example.org', '2026-11-19T10:00:00.000Z')).thenMatches([{ type: 'EmailChangeConfirmed' }]);
  });
});

describe('member decider: the email', () => {
  const { given } = DeciderSpecification.for(memberDecider);
  const registered = { type: 'MemberRegistered', data: { memberId, email: 'maria@example.org', firstName: 'Maria', lastName: 'Lopez', phone: null, location: null } } as unknown as MemberEvent;
  const change = (email: string) => ({ type: 'ChangeEmail' as const, memberId, email, requestId, now: '2026-11-20T11:00:00.000Z' });

  it('given a member, when the email changes, then MemberEmailChanged names the previous and the new address', () => {
    const events = given([registered]).when(change('maria@new.example')).then([
      {
        type: 'MemberEmailChanged',
        data: { memberId, previousEmail: 'maria@example.org', email: 'maria@new.example', requestId, changedAt: '2026-11-20T11:00:00.000Z' },
      },
    ]);
    expect(fold(memberDecider, [registered, ...events]).email).toBe('maria@new.example');
  });

  it('given a member, when the "new" email is the same address in other letters, then it is refused', () => {
    given([registered]).when(change('Maria@Example.org')).thenRejects('conflict', SAME_EMAIL);
  });

  it('given no member, when an email changes, then it is refused', () => {
    given([]).when(change('maria@new.example')).thenRejects('not_found');
  });

  it('leaves the password and the avatar as they were', () => {
    const changed = { type: 'MemberEmailChanged', data: { memberId, previousEmail: 'maria@example.org', email: 'maria@new.example', requestId, changedAt: requestedAt } } as const;
    const withHash: CredentialEvent = { type: 'PasswordChanged', data: { memberId, passwordHash: 'scrypt$x', via: 'settings', resetRequestId: null, changedAt: requestedAt } };
    expect(fold(credentialsDecider, [registered, withHash, changed]).passwordHash).toBe('scrypt$x');
    expect(fold(avatarDecider, [registered, changed])).toEqual(fold(avatarDecider, [registered]));
  });
});

describe('email change tokens', () => {
  it('are random, stored only as a SHA-256 hash, and lead to their request stream', () => {
    const first = newEmailChangeToken();
    expect(first.token).not.toBe(newEmailChangeToken().token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.tokenHash).toBe(hashEmailChangeToken(first.token));
    expect(first.requestId).toBe(emailChangeRequestId(first.tokenHash));
  });
});
