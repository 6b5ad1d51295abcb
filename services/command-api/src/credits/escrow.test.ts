import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from '@barteraid/events';
import { fold } from '../decider';
import { availableCents, EscrowInvariantError, ledgerDecider, type LedgerCommand } from './ledger';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const payeeId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const tradeId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const otherTrade = '4d3c2b1a-0f9e-4d8c-8b6a-5f4e3d2c1b0a';
const now = '2026-11-21T09:30:00.000Z';

const welcome: LedgerEvent = { type: 'WelcomeBonusGranted', data: { memberId, amountCents: 50_00, grantedAt: now } };
const held = (amountCents: number, tradeRevision = 0, trade = tradeId): LedgerEvent => ({
  type: 'CreditsHeld',
  data: { memberId, tradeId: trade, tradeRevision, tradeTitle: 'Generator', amountCents, heldAt: now },
});
const released = (amountCents: number, tradeRevision: number, reason: 'superseded' | 'trade_cancelled' | 'acceptance_failed'): LedgerEvent => ({
  type: 'HoldReleased',
  data: { memberId, tradeId, tradeRevision, tradeTitle: 'Generator', amountCents, reason, releasedAt: now },
});
const hold = (amountCents: number, tradeRevision = 0, trade = tradeId): LedgerCommand => ({
  type: 'HoldCredits',
  memberId,
  tradeId: trade,
  tradeRevision,
  tradeTitle: 'Generator',
  amountCents,
  now,
});
const pay: LedgerCommand = {
  type: 'PayEscrow',
  memberId,
  tradeId,
  tradeRevision: 0,
  payeeId,
  amountCents: 20_00,
  description: 'Trade: Generator (paid to sam_fixit)',
  now,
};
const paid: LedgerEvent = {
  type: 'EscrowPaid',
  data: { memberId, tradeId, tradeRevision: 0, payeeId, amountCents: 20_00, description: 'Trade: Generator (paid to sam_fixit)', paidAt: now },
};

const { given } = DeciderSpecification.for(ledgerDecider);

describe('ledger decider: escrow holds', () => {
  it('holds credits, which stay in the balance but are no longer available', () => {
    given([welcome]).when(hold(20_00)).then([held(20_00)]);
    const { state } = given([welcome, held(20_00)]);
    expect(state).toMatchObject({ balanceCents: 50_00, heldCents: 20_00 });
    expect(availableCents(state)).toBe(30_00);
  });

  it('refuses a hold larger than the available balance with the spec-style message', () => {
    given([welcome, held(40_00, 0, otherTrade)])
      .when(hold(20_00))
      .thenThrows(expect.objectContaining({ kind: 'conflict', message: 'Insufficient credits: 10.00 available, 20.00 needed.' }));
  });

  it('treats the same hold asked twice as done', () => {
    given([welcome, held(20_00)]).when(hold(20_00)).thenNothingHappened();
  });

  it('never places again a hold that was released', () => {
    given([welcome, held(20_00), released(20_00, 0, 'acceptance_failed')])
      .when(hold(20_00))
      .thenThrows(expect.objectContaining({ kind: 'conflict' }));
  });

  it('replaces a leftover hold of an earlier acceptance attempt of the same trade', () => {
    // 50 − 40 (leftover) leaves 10, but the leftover is released in the same decision.
    given([welcome, held(40_00, 0)]).when(hold(45_00, 2)).then([released(40_00, 0, 'superseded'), held(45_00, 2)]);
  });

  it('refuses zero holds', () => {
    given([welcome]).when(hold(0)).thenThrows(expect.objectContaining({ kind: 'invalid' }));
  });

  it('releases one hold, or every hold of a trade, and nothing twice', () => {
    const release = (tradeRevision: number | null): LedgerCommand => ({
      type: 'ReleaseHold',
      memberId,
      tradeId,
      tradeRevision,
      reason: 'trade_cancelled',
      now,
    });
    given([welcome, held(20_00)]).when(release(0)).then([released(20_00, 0, 'trade_cancelled')]);
    given([welcome, held(20_00), held(5_00, 3)]).when(release(null)).then([
      released(20_00, 0, 'trade_cancelled'),
      released(5_00, 3, 'trade_cancelled'),
    ]);
    given([welcome, held(20_00), released(20_00, 0, 'trade_cancelled')]).when(release(null)).thenNothingHappened();
    given([welcome, held(20_00, 0, otherTrade)]).when(release(null)).thenNothingHappened();
    expect(fold(ledgerDecider, [welcome, held(20_00), released(20_00, 0, 'trade_cancelled')])).toMatchObject({
      balanceCents: 50_00,
      heldCents: 0,
      holds: [],
    });
  });
});

describe('ledger decider: settlement', () => {
  it('pays a held amount out of the balance, once', () => {
    given([welcome, held(20_00)]).when(pay).then([paid]);
    expect(fold(ledgerDecider, [welcome, held(20_00), paid])).toMatchObject({ balanceCents: 30_00, heldCents: 0, holds: [] });
    given([welcome, held(20_00), paid]).when(pay).thenNothingHappened();
  });

  it('releases leftover holds of the same trade when paying', () => {
    given([welcome, held(20_00), held(7_00, 4)]).when(pay).then([paid, { ...released(7_00, 4, 'superseded') }]);
  });

  it('refuses to pay without the matching hold rather than invent credits', () => {
    given([welcome]).when(pay).thenThrows(EscrowInvariantError);
    given([welcome, held(19_00)]).when(pay).thenThrows(EscrowInvariantError);
  });

  it('credits the payee once', () => {
    const receive: LedgerCommand = {
      type: 'ReceiveEscrow',
      memberId: payeeId,
      tradeId,
      payerId: memberId,
      amountCents: 20_00,
      description: 'Trade: Generator (paid by maria_l)',
      now,
    };
    const received = given([]).when(receive).thenMatches([
      {
        type: 'EscrowReceived',
        data: { memberId: payeeId, tradeId, payerId: memberId, amountCents: 20_00, description: 'Trade: Generator (paid by maria_l)', receivedAt: now },
      },
      // A first payment from this member: the earned extension grows (see credit-line.test.ts).
      { type: 'CreditLineChanged', data: { reason: 'earned', earnedCents: 5_00 } },
    ]);
    expect(fold(ledgerDecider, received)).toMatchObject({ balanceCents: 20_00 });
    given(received).when(receive).thenNothingHappened();
  });

  it('keeps holds out of reach of debits', () => {
    const debit: LedgerCommand = { type: 'DebitCredits', memberId, amountCents: 40_00, reason: 'admin', description: 'x', now };
    given([welcome, held(20_00)]).when(debit).thenThrows('Insufficient credits: 30.00 available, 40.00 needed.');
  });
});
