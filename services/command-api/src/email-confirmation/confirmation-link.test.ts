import { describe, it } from 'vitest';
import { accountMessages } from '@barteraid/events/messages/account';

const INVALID_EMAIL_CONFIRMATION_LINK = accountMessages.message('invalidEmailConfirmationLink');
import { DeciderSpecification } from '../testing/decider-specification';
import { emailConfirmationDecider } from './confirmation-link';

const requestId = '7d4a3c10-2b7e-4c55-9a1f-3e2d1c0b9a88';
const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const email = 'ana@example.org';
const tokenHash = 'a'.repeat(64);
const requestedAt = '2026-11-20T10:00:00.000Z';
const expiresAt = '2026-11-27T10:00:00.000Z';
const requested = { type: 'EmailConfirmationRequested' as const, data: { requestId, memberId, email, tokenHash, requestedAt, expiresAt } };
const { given } = DeciderSpecification.for(emailConfirmationDecider);

describe('email confirmation link decider', () => {
  it('when a link is sent, then it is recorded with its hash and expiry', () => {
    given([])
      .when({ type: 'RequestEmailConfirmation', requestId, memberId, email, tokenHash, now: requestedAt, expiresAt })
      .then([requested]);
  });

  it('when the link is opened in time by a member who still has the address, then the address is confirmed', () => {
    given([requested])
      .when({ type: 'ConfirmEmail', requestId, now: '2026-11-21T10:00:00.000Z', memberEmail: 'Ana@Example.org' })
      .then([{ type: 'EmailConfirmed', data: { requestId, memberId, email, confirmedAt: '2026-11-21T10:00:00.000Z' } }]);
  });

  it('when the link is opened again, then it is refused', () => {
    given([requested, { type: 'EmailConfirmed', data: { requestId, memberId, email, confirmedAt: '2026-11-21T10:00:00.000Z' } }])
      .when({ type: 'ConfirmEmail', requestId, now: '2026-11-21T11:00:00.000Z', memberEmail: email })
      .thenRejects('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
  });

  it('when the link is opened after its week, then it is refused', () => {
    given([requested])
      .when({ type: 'ConfirmEmail', requestId, now: expiresAt, memberEmail: email })
      .thenRejects('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
  });

  it('when the member changed the address since, then the old link confirms nothing', () => {
    given([requested])
      .when({ type: 'ConfirmEmail', requestId, now: '2026-11-21T10:00:00.000Z', memberEmail: 'ana@fixed.example' })
      .thenRejects('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
  });

  it('when an unknown link is opened, then it is refused', () => {
    given([])
      .when({ type: 'ConfirmEmail', requestId, now: requestedAt, memberEmail: email })
      .thenRejects('invalid', INVALID_EMAIL_CONFIRMATION_LINK);
  });
});
