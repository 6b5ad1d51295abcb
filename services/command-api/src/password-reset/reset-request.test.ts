import { describe, expect, it } from 'vitest';
import type { MemberEvent, PasswordResetEvent } from '@barteraid/events';
import { fold } from '../decider';
import { INVALID_RESET_LINK, resetRequestDecider, type ResetRequestCommand } from './reset-request';
import { credentialsDecider } from './credentials';
import { hashResetToken, newResetToken, resetRequestId } from './token';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const requestId = '9d9a3a43-7d4e-5c1b-8f0e-6a2b3c4d5e6f';
const tokenHash = 'a'.repeat(64);
const requestedAt = '2026-11-20T10:00:00.000Z';
const expiresAt = '2026-11-20T11:00:00.000Z';
const { given } = DeciderSpecification.for(resetRequestDecider);

const requested: PasswordResetEvent = {
  type: 'PasswordResetRequested',
  data: { requestId, memberId, tokenHash, requestedAt, expiresAt },
};
const complete = (now: string, passwordChangedAt: string | null = null): ResetRequestCommand => ({
  type: 'CompleteReset',
  requestId,
  now,
  passwordChangedAt,
});

describe('password reset link decider', () => {
  it('given nothing, when a reset is requested, then the link is recorded with its expiry', () => {
    given([]).when({ type: 'RequestReset', requestId, memberId, tokenHash, now: requestedAt, expiresAt }).then([requested]);
  });

  it('given a fresh link, when it is used within the hour, then it is completed', () => {
    given([requested]).when(complete('2026-11-20T10:30:00.000Z')).then([
      { type: 'PasswordResetCompleted', data: { requestId, memberId, completedAt: '2026-11-20T10:30:00.000Z' } },
    ]);
  });

  it('given a used link, when it is used again, then it is refused', () => {
    const used = given([requested]).when(complete('2026-11-20T10:30:00.000Z')).thenMatches([{ type: 'PasswordResetCompleted' }]);
    given([requested, ...used]).when(complete('2026-11-20T10:31:00.000Z')).thenThrows(INVALID_RESET_LINK);
  });

  it('given a link, when it is used at or after its expiry, then it is refused', () => {
    given([requested]).when(complete(expiresAt)).thenThrows(INVALID_RESET_LINK);
  });

  it('given no link, when a token is used, then it is refused', () => {
    given([]).when(complete(requestedAt)).thenThrows(INVALID_RESET_LINK);
  });

  it('given a password changed after the link was sent, when the older link is used, then it is refused', () => {
    given([requested]).when(complete('2026-11-20T10:40:00.000Z', '2026-11-20T10:20:00.000Z')).thenThrows(INVALID_RESET_LINK);
    given([requested])
      .when(complete('2026-11-20T10:40:00.000Z', '2026-11-20T09:00:00.000Z'))
      .then((events) => expect(events).toHaveLength(1));
  });
});

describe('credentials decider', () => {
  const credentials = DeciderSpecification.for(credentialsDecider);
  const registered = { type: 'MemberRegistered', data: { memberId } } as unknown as MemberEvent;

  it('records a new password for a registered member and remembers when', () => {
    const command = { type: 'ChangePassword' as const, memberId, passwordHash: 'scrypt$hash', resetRequestId: requestId, now: requestedAt };
    const events = credentials.given([registered]).when(command).then([
      {
        type: 'PasswordChanged',
        data: { memberId, passwordHash: 'scrypt$hash', via: 'reset_link', resetRequestId: requestId, changedAt: requestedAt },
      },
    ]);
    expect(fold(credentialsDecider, [registered, ...events]).passwordChangedAt).toBe(requestedAt);
  });

  it('refuses an unknown member', () => {
    const command = { type: 'ChangePassword' as const, memberId, passwordHash: 'x', resetRequestId: requestId, now: requestedAt };
    credentials.given([]).when(command).thenThrows('No member with that id.');
  });
});

describe('reset tokens', () => {
  it('are random, stored only as a SHA-256 hash, and lead to their request stream', () => {
    const first = newResetToken();
    const second = newResetToken();
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.tokenHash).toBe(hashResetToken(first.token));
    expect(first.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.requestId).toBe(resetRequestId(first.tokenHash));
  });
});
