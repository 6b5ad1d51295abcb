import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '@barteraid/events';
import { fold } from '../decider';
import { ledgerDecider, type LedgerCommand } from './ledger';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const now = '2026-11-20T10:00:00.000Z';
const decide = (events: LedgerEvent[], command: LedgerCommand) => ledgerDecider.decide(command, fold(ledgerDecider, events));
const welcome: LedgerEvent = { type: 'WelcomeBonusGranted', data: { memberId, amountCents: 5000, grantedAt: now } };

describe('ledger decider', () => {
  it('grants the 50.00 welcome bonus exactly once', () => {
    expect(decide([], { type: 'GrantWelcomeBonus', memberId, now })).toEqual([welcome]);
    expect(decide([welcome], { type: 'GrantWelcomeBonus', memberId, now })).toEqual([]);
  });

  it('debits within the balance', () => {
    const debit: LedgerCommand = { type: 'DebitCredits', memberId, amountCents: 1250, reason: 'test', description: 'Spent', now };
    expect(decide([welcome], debit)).toEqual([
      { type: 'CreditsDebited', data: { memberId, amountCents: 1250, reason: 'test', description: 'Spent', debitedAt: now } },
    ]);
  });

  it('never lets a balance go below zero', () => {
    const debit: LedgerCommand = { type: 'DebitCredits', memberId, amountCents: 5001, reason: 'test', description: 'Too much', now };
    expect(() => decide([welcome], debit)).toThrowError('Insufficient credits: 50.00 available, 50.01 needed.');
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
    expect(() => decide([], grant)).toThrowError('Invalid Amount: Please enter a valid positive number for credits.');
  });

  it('adds granted credits to the balance', () => {
    const granted: LedgerEvent = {
      type: 'CreditsGranted',
      data: { memberId, amountCents: 1000, reason: 'admin', description: 'Relief', grantedBy: null, grantedAt: now },
    };
    expect(fold(ledgerDecider, [welcome, granted])).toMatchObject({ balanceCents: 6000, heldCents: 0, welcomed: true });
  });
});
