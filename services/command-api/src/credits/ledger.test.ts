import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '@barteraid/events';
import { fold } from '../decider';
import { ledgerDecider, type LedgerCommand } from './ledger';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const now = '2026-11-20T10:00:00.000Z';
const { given } = DeciderSpecification.for(ledgerDecider);
const welcome: LedgerEvent = { type: 'WelcomeBonusGranted', data: { memberId, amountCents: 5000, grantedAt: now } };

describe('ledger decider', () => {
  it('grants the 50.00 welcome bonus exactly once', () => {
    given([]).when({ type: 'GrantWelcomeBonus', memberId, now }).then([welcome]);
    given([welcome]).when({ type: 'GrantWelcomeBonus', memberId, now }).thenNothingHappened();
  });

  it('debits within the balance', () => {
    const debit: LedgerCommand = { type: 'DebitCredits', memberId, amountCents: 1250, reason: 'test', description: 'Spent', now };
    given([welcome]).when(debit).then([
      { type: 'CreditsDebited', data: { memberId, amountCents: 1250, reason: 'test', description: 'Spent', debitedAt: now } },
    ]);
  });

  it('never lets a balance go below zero', () => {
    const debit: LedgerCommand = { type: 'DebitCredits', memberId, amountCents: 5001, reason: 'test', description: 'Too much', now };
    given([welcome]).when(debit).thenThrows('Insufficient credits: 50.00 available, 50.01 needed.');
  });

  it('rejects zero or negative amounts', () => {
    const grant: LedgerCommand = {
      type: 'GrantCredits',
      memberId,
      amountCents: 0,
      reason: 'admin',
      description: 'Nothing',
      grantedBy: null,
      now,
    };
    given([]).when(grant).thenThrows('Invalid Amount: Please enter a valid positive number for credits.');
  });

  it('adds granted credits to the balance', () => {
    const granted: LedgerEvent = {
      type: 'CreditsGranted',
      data: { memberId, amountCents: 1000, reason: 'admin', description: 'Relief', grantedBy: null, grantedAt: now },
    };
    expect(fold(ledgerDecider, [welcome, granted])).toMatchObject({ balanceCents: 6000, heldCents: 0, welcomed: true });
  });
});
