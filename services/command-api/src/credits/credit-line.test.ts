import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '@barteraid/events';
import { fold } from '../decider';
import { DeciderSpecification } from '../testing/decider-specification';
import { availableCents, creditLineCents, ledgerDecider, type LedgerCommand } from './ledger';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const ana = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const ben = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const admin = '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d6e';
const tradeId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const otherTrade = '4d3c2b1a-0f9e-4d8c-8b6a-5f4e3d2c1b0a';
const reliefId = '9c8d7e6f-5a4b-4c3d-8e1f-2a3b4c5d6e7f';
const disputeId = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c';
const now = '2026-11-21T09:30:00.000Z';
const later = '2026-12-01T09:30:00.000Z';

const { given } = DeciderSpecification.for(ledgerDecider);

const welcome: LedgerEvent = { type: 'WelcomeBonusGranted', data: { memberId, amountCents: 50_00, grantedAt: now } };
const setTier = (tierLineCents: number, extra: Partial<Extract<LedgerCommand, { type: 'SetTierLine' }>> = {}): LedgerCommand => ({
  type: 'SetTierLine',
  memberId,
  tier: 'free_assistance',
  tierLineCents,
  ceilingCents: null,
  earnedStepCents: 5_00,
  earnedCapCents: 50_00,
  reason: 'tier',
  changedBy: null,
  now,
  ...extra,
});
/** The events a command decides on a history, for building the next history. */
const after = (history: LedgerEvent[], command: LedgerCommand) => [...history, ...ledgerDecider.decide(command, fold(ledgerDecider, history))];
const verifiedLine = after([welcome], setTier(50_00));
const hold = (amountCents: number, trade = tradeId): LedgerCommand => ({
  type: 'HoldCredits',
  memberId,
  tradeId: trade,
  tradeRevision: 0,
  tradeTitle: 'Hot meal',
  amountCents,
  now,
});
const receive = (payerId: string, trade: string): LedgerCommand => ({
  type: 'ReceiveEscrow',
  memberId,
  tradeId: trade,
  payerId,
  amountCents: 10_00,
  description: 'Trade',
  now,
});
const grantRelief = (extra: Partial<Extract<LedgerCommand, { type: 'GrantReliefLine' }>> = {}): LedgerCommand => ({
  type: 'GrantReliefLine',
  memberId,
  reliefId,
  amountCents: 30_00,
  reason: 'House flooded',
  endsAt: later,
  grantedBy: admin,
  memberVerified: true,
  now,
  ...extra,
});

describe('credit line: available = balance + line − held', () => {
  it('starts at no line, so a new ledger spends only its balance', () => {
    expect(creditLineCents(fold(ledgerDecider, [welcome]))).toBe(0);
    given([welcome]).when(hold(60_00)).thenRejects('conflict', 'Insufficient credits: 50.00 available, 60.00 needed.');
  });

  it('records the tier part with all the parts, and not again when nothing changes', () => {
    given([welcome])
      .when(setTier(50_00))
      .thenMatches([{ type: 'CreditLineChanged', data: { tierLineCents: 50_00, earnedCents: 0, reliefCents: 0, lineCents: 50_00, previousLineCents: 0, reason: 'tier' } }]);
    given(verifiedLine).when(setTier(50_00)).thenNothingHappened();
  });

  it('lets a verified member hold past zero down to minus their line, and no further', () => {
    given(verifiedLine).when(hold(100_00)).thenMatches([{ type: 'CreditsHeld', data: { amountCents: 100_00 } }]);
    expect(availableCents(fold(ledgerDecider, verifiedLine))).toBe(100_00);
    given(verifiedLine).when(hold(100_01)).thenRejects('conflict', 'Insufficient credits: 100.00 available, 100.01 needed.');
  });

  it('applies the same rule to admin debits, and goes past it only with an override naming the admin, the reason and the amount', () => {
    const debit = (override: { adminId: string; reason: string } | null): LedgerCommand => ({
      type: 'DebitCredits',
      memberId,
      amountCents: 120_00,
      reason: 'admin',
      description: 'Correction',
      override,
      now,
    });
    given(verifiedLine).when(debit(null)).thenRejects('conflict', 'Insufficient credits: 100.00 available, 120.00 needed.');
    given(verifiedLine)
      .when(debit({ adminId: admin, reason: 'Agreed repayment plan' }))
      .thenMatches([
        { type: 'CreditLineOverridden', data: { adminId: admin, reason: 'Agreed repayment plan', amountCents: 20_00 } },
        { type: 'CreditsDebited', data: { amountCents: 120_00 } },
      ]);
  });

  it('takes a dispute refund down to minus the line, recording the rest as shortfall', () => {
    const spent = after(verifiedLine, { type: 'DebitCredits', memberId, amountCents: 80_00, reason: 'admin', description: 'x', now });
    given(spent)
      .when({ type: 'TakeDisputeRefund', memberId, disputeId, tradeId, payerId: ana, requestedCents: 30_00, description: 'Refund', now })
      .thenMatches([{ type: 'DisputeRefundTaken', data: { amountCents: 20_00, shortfallCents: 10_00 } }]);
  });
});

describe('credit line: a line that shrinks takes nothing', () => {
  const owing = after(after(verifiedLine, hold(80_00)), {
    type: 'PayEscrow',
    memberId,
    tradeId,
    tradeRevision: 0,
    payeeId: ana,
    amountCents: 80_00,
    description: 'Trade',
    now,
  });

  it('keeps the debt as it is and refuses every spend until the member is back within the line, saying so', () => {
    const shrunk = after(owing, setTier(0, { reason: 'suspended' }));
    expect(fold(ledgerDecider, shrunk)).toMatchObject({ balanceCents: -30_00 });
    expect(shrunk.at(-1)).toMatchObject({ type: 'CreditLineChanged', data: { lineCents: 0, previousLineCents: 50_00, reason: 'suspended' } });
    given(shrunk)
      .when(hold(1_00, otherTrade))
      .thenRejects('conflict', 'Your balance is past your credit line, so you cannot spend for now: 30.00 credits more must come in first. Nothing is taken from you.');
  });
});

describe('credit line: earned extension', () => {
  it('adds the step once per distinct payer: repeated trades with the same member add nothing', () => {
    const once = after(verifiedLine, receive(ana, tradeId));
    expect(once.at(-1)).toMatchObject({ type: 'CreditLineChanged', data: { earnedCents: 5_00, lineCents: 55_00, reason: 'earned' } });
    given(once).when(receive(ana, otherTrade)).thenMatches([{ type: 'EscrowReceived' }]);
  });

  it('gives nothing to a pair who pay each other', () => {
    const paidBack = after(after(after(verifiedLine, receive(ana, tradeId)), hold(5_00, otherTrade)), {
      type: 'PayEscrow',
      memberId,
      tradeId: otherTrade,
      tradeRevision: 0,
      payeeId: ana,
      amountCents: 5_00,
      description: 'Trade',
      now,
    });
    expect(paidBack.at(-1)).toMatchObject({ type: 'CreditLineChanged', data: { earnedCents: 0, reason: 'earned' } });
    expect(creditLineCents(fold(ledgerDecider, paidBack))).toBe(50_00);
  });

  it('counts a payer this member never paid back, as in a ring of three', () => {
    // Ana paid this member, this member paid Ben: Ana still counts.
    const ring = after(after(after(verifiedLine, receive(ana, tradeId)), hold(5_00, otherTrade)), {
      type: 'PayEscrow',
      memberId,
      tradeId: otherTrade,
      tradeRevision: 0,
      payeeId: ben,
      amountCents: 5_00,
      description: 'Trade',
      now,
    });
    expect(creditLineCents(fold(ledgerDecider, ring))).toBe(55_00);
  });

  it('stops at the cap', () => {
    const capped = after(verifiedLine, setTier(50_00, { earnedCapCents: 5_00, reason: 'policy' }));
    const twoPayers = after(after(capped, receive(ana, tradeId)), receive(ben, otherTrade));
    expect(creditLineCents(fold(ledgerDecider, twoPayers))).toBe(55_00);
  });
});

describe('credit line: relief lines', () => {
  it('are granted to verified members only, with an end in the future, once per id', () => {
    given(verifiedLine)
      .when(grantRelief())
      .thenMatches([
        { type: 'ReliefLineGranted', data: { reliefId, amountCents: 30_00, endsAt: later, grantedBy: admin } },
        { type: 'CreditLineChanged', data: { reliefCents: 30_00, lineCents: 80_00, reason: 'relief_granted', changedBy: admin } },
      ]);
    given(verifiedLine).when(grantRelief({ memberVerified: false })).thenRejects('conflict', 'Relief lines are for verified members only.');
    given(verifiedLine).when(grantRelief({ endsAt: now })).thenRejects('invalid', 'A relief line must end in the future.');
    given(after(verifiedLine, grantRelief())).when(grantRelief()).thenNothingHappened();
  });

  it('end by themselves once their end has passed, by the time passed in', () => {
    const granted = after(verifiedLine, grantRelief());
    given(granted).when({ type: 'EndReliefLines', memberId, reason: 'expired', now }).thenNothingHappened();
    given(granted)
      .when({ type: 'EndReliefLines', memberId, reason: 'expired', now: later })
      .thenMatches([
        { type: 'ReliefLineEnded', data: { reliefId, reason: 'expired' } },
        { type: 'CreditLineChanged', data: { reliefCents: 0, lineCents: 50_00, reason: 'relief_ended' } },
      ]);
  });

  it('end early on suspension', () => {
    given(after(verifiedLine, grantRelief()))
      .when({ type: 'EndReliefLines', memberId, reason: 'suspended', now })
      .thenMatches([{ type: 'ReliefLineEnded', data: { reason: 'suspended' } }, { type: 'CreditLineChanged', data: { reason: 'suspended' } }]);
  });
});

describe('credit line: the ceiling and closing', () => {
  it('refuses a payment that would take a balance past its tier ceiling, naming it', () => {
    const ceiling = after([welcome], setTier(25_00, { tier: 'standard', ceilingCents: 55_00 }));
    given(ceiling).when({ type: 'ExpectPayment', memberId, amountCents: 5_00 }).thenNothingHappened();
    given(ceiling)
      .when({ type: 'ExpectPayment', memberId, amountCents: 5_01 })
      .thenRejects('conflict', 'This payment would take a balance past the most a balance may hold (55.00 credits).');
  });

  it('writes a debt off when the account closes, ending the line; a closed ledger has no line', () => {
    const owing = after(verifiedLine, { type: 'DebitCredits', memberId, amountCents: 70_00, reason: 'admin', description: 'x', now });
    const closed = given(owing)
      .when({ type: 'CloseLedger', memberId, closing: memberId, now })
      .thenMatches([
        { type: 'DebtWrittenOff', data: { amountCents: 20_00, closing: memberId } },
        { type: 'CreditLineChanged', data: { lineCents: 0, reason: 'closed' } },
      ]);
    const state = fold(ledgerDecider, [...owing, ...closed]);
    expect(state).toMatchObject({ balanceCents: 0, closed: true });
    expect(availableCents(state)).toBe(0);
    given([...owing, ...closed]).when(setTier(50_00)).thenNothingHappened();
  });
});
