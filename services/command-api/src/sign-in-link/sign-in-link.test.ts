import { describe, it } from 'vitest';
import type { SignInLinkEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { INVALID_SIGN_IN_LINK, SUSPENDED, signInLinkDecider, type SignInLinkCommand } from './sign-in-link';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const requestId = '9d9a3a43-7d4e-5c1b-8f0e-6a2b3c4d5e6f';
const tokenHash = 'b'.repeat(64);
const requestedAt = '2026-11-20T10:00:00.000Z';
const expiresAt = '2026-11-20T10:15:00.000Z';
const { given } = DeciderSpecification.for(signInLinkDecider);

const requested: SignInLinkEvent = { type: 'SignInLinkRequested', data: { requestId, memberId, tokenHash, requestedAt, expiresAt } };
const use = (now: string, memberClosed = false, memberSuspended = false): SignInLinkCommand => ({ type: 'UseSignInLink', requestId, now, memberClosed, memberSuspended });
const used: SignInLinkEvent = { type: 'SignInLinkUsed', data: { requestId, memberId, usedAt: '2026-11-20T10:05:00.000Z' } };

describe('sign-in link decider', () => {
  it('given nothing, when a link is requested, then it is recorded with its expiry; asking again changes nothing', () => {
    given([]).when({ type: 'RequestSignInLink', requestId, memberId, tokenHash, now: requestedAt, expiresAt }).then([requested]);
    given([requested]).when({ type: 'RequestSignInLink', requestId, memberId, tokenHash, now: requestedAt, expiresAt }).thenNothingHappened();
  });

  it('given a fresh link, when it is used within 15 minutes, then it signs its member in', () => {
    given([requested]).when(use('2026-11-20T10:05:00.000Z')).then([used]);
  });

  it('refuses a used link, an expired one, an unknown one and one whose member closed the account', () => {
    given([requested, used]).when(use('2026-11-20T10:06:00.000Z')).thenRejects('invalid', INVALID_SIGN_IN_LINK);
    given([requested]).when(use(expiresAt)).thenRejects('invalid', INVALID_SIGN_IN_LINK);
    given([]).when(use('2026-11-20T10:05:00.000Z')).thenRejects('invalid', INVALID_SIGN_IN_LINK);
    given([requested]).when(use('2026-11-20T10:05:00.000Z', true)).thenRejects('invalid', INVALID_SIGN_IN_LINK);
  });

  it('refuses a suspended member, leaving the link unused', () => {
    given([requested]).when(use('2026-11-20T10:05:00.000Z', false, true)).thenRejects('forbidden', SUSPENDED);
  });
});
