import { describe, expect, it } from 'vitest';
import type { CommunityLedgerEvent, LedgerEvent } from '@barteraid/events';
import { ledgerDecider, type LedgerState } from '../credits/ledger';
import { CreditCheck } from './credit-check';
import { tierLineChanged } from '../testing/ledger-events';

const memberId = '00000000-0000-4000-8000-000000000001';
const tradeId = '00000000-0000-4000-8000-000000000002';
const now = '2031-02-03T04:05:06.000Z';

const line = (lineCents: number): LedgerEvent => tierLineChanged(memberId, lineCents, { at: now });
const bonus: LedgerEvent = { type: 'WelcomeBonusGranted', data: { memberId, amountCents: 50_00, grantedAt: now } };
const held = (tradeRevision: number, amountCents: number): LedgerEvent => ({
  type: 'CreditsHeld',
  data: { memberId, tradeId, tradeRevision, tradeTitle: 'Hot meals', amountCents, heldAt: now },
});
const refundTaken = (amountCents: number): LedgerEvent => ({
  type: 'DisputeRefundTaken',
  data: { memberId, disputeId: 'dispute-1', tradeId, payerId: memberId, requestedCents: amountCents, amountCents, shortfallCents: 0, description: 'Refund', takenAt: now },
});

/** Folds the events through the check and the ledger decider, as the reconciliation does. */
function checked(events: Array<LedgerEvent | CommunityLedgerEvent>) {
  const check = new CreditCheck();
  let state: LedgerState = ledgerDecider.initialState;
  events.forEach((event, index) => {
    if (event.type === 'DebtAbsorbed') return check.community(event);
    check.ledger(memberId, state, event, { id: `event-${index}`, position: index + 1 });
    state = ledgerDecider.evolve(state, event);
  });
  return check.finish([state]);
}

describe('the credit check of the reconciliation', () => {
  it('takes a hold into the line, and names one past it', () => {
    expect(checked([bonus, line(25_00), held(1, 75_00)])).toEqual([]);
    expect(checked([bonus, line(25_00), held(1, 75_01)])).toEqual([
      expect.objectContaining({ kind: 'past_credit_line', eventId: 'event-2', eventType: 'CreditsHeld', availableCents: 75_00, overriddenCents: 0 }),
    ]);
  });

  it('names a dispute refund taken from a member already past a line that shrank, but not the shrinking itself', () => {
    expect(checked([bonus, line(25_00), held(1, 70_00), line(0)])).toEqual([]);
    expect(checked([bonus, line(25_00), held(1, 70_00), line(0), refundTaken(1_00)])).toEqual([
      expect.objectContaining({ kind: 'past_credit_line', eventType: 'DisputeRefundTaken', availableCents: -20_00, lineCents: 0 }),
    ]);
  });

  it('counts a payment between its two ledgers as in transit, not as credits lost', () => {
    const paid: LedgerEvent = { type: 'EscrowPaid', data: { memberId, tradeId, tradeRevision: 1, payeeId: memberId, amountCents: 10_00, description: 'Paid', paidAt: now } };
    expect(checked([bonus, held(1, 10_00), paid])).toEqual([]);
  });
});
