import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LedgerEvent } from '@barteraid/events';
import { CommandRejected } from '../decider';
import { availableCents, EscrowInvariantError, ledgerDecider, type LedgerCommand, type LedgerState } from './ledger';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const payeeId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const tradeIds = ['3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', '4d3c2b1a-0f9e-4d8c-8b6a-5f4e3d2c1b0a', '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'];
const now = '2026-11-21T09:30:00.000Z';
const disputeId = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c';

const cents = fc.integer({ min: -5_00, max: 80_00 });
const tradeId = fc.constantFrom(...tradeIds);
const revision = fc.integer({ min: 0, max: 3 });

/** Grants, debits, holds, releases and payments in any order, amounts and trades, valid or not. */
const command: fc.Arbitrary<LedgerCommand> = fc.oneof(
  fc.constant<LedgerCommand>({ type: 'GrantWelcomeBonus', memberId, now }),
  cents.map((amountCents): LedgerCommand => ({ type: 'GrantCredits', memberId, amountCents, reason: 'admin', description: 'Relief', grantedBy: null, now })),
  cents.map((amountCents): LedgerCommand => ({ type: 'DebitCredits', memberId, amountCents, reason: 'admin', description: 'Spent', now })),
  fc
    .record({ tradeId, tradeRevision: revision, amountCents: cents })
    .map((hold): LedgerCommand => ({ type: 'HoldCredits', memberId, tradeTitle: 'Generator', now, ...hold })),
  fc
    .record({ tradeId, tradeRevision: fc.option(revision, { nil: null }), reason: fc.constantFrom('trade_cancelled', 'superseded') })
    .map((release): LedgerCommand => ({ type: 'ReleaseHold', memberId, now, ...release })),
  fc
    .record({ tradeId, tradeRevision: revision, amountCents: cents })
    .map((payment): LedgerCommand => ({ type: 'PayEscrow', memberId, payeeId, description: 'Trade: Generator', now, ...payment })),
  fc
    .record({ tradeId, tradeRevision: revision, toCents: cents })
    .map((reduce): LedgerCommand => ({ type: 'ReduceHold', memberId, disputeId, now, ...reduce })),
  fc
    .record({ tradeId, requestedCents: cents, disputeId: fc.constantFrom(disputeId, tradeIds[0]!) })
    .map((refund): LedgerCommand => ({ type: 'TakeDisputeRefund', memberId, payerId: payeeId, description: 'Dispute refund', now, ...refund })),
);

/**
 * Runs the commands one after another as the command side would: each decided on the state so
 * far, its events folded in; refusals (a rejection, or the escrow invariant guard) change nothing.
 */
function run(commands: LedgerCommand[]) {
  let state = ledgerDecider.initialState;
  const events: LedgerEvent[] = [];
  const states: LedgerState[] = [state];
  for (const each of commands) {
    let decided: LedgerEvent[];
    try {
      decided = ledgerDecider.decide(each, state);
    } catch (error) {
      if (error instanceof CommandRejected || error instanceof EscrowInvariantError) continue;
      throw error;
    }
    events.push(...decided);
    state = decided.reduce(ledgerDecider.evolve, state);
    states.push(state);
  }
  return { state, states, events };
}

const moved = (event: LedgerEvent): number => {
  switch (event.type) {
    case 'WelcomeBonusGranted':
    case 'CreditsGranted':
    case 'EscrowReceived':
    case 'DisputeRefundGiven':
      return event.data.amountCents;
    case 'CreditsDebited':
    case 'EscrowPaid':
    case 'DisputeRefundTaken':
      return -event.data.amountCents;
    case 'CreditsHeld':
    case 'HoldReleased':
    case 'HoldReduced':
      return 0;
  }
};

const commands = fc.array(command, { maxLength: 40 });

describe('ledger decider: properties over random command sequences', () => {
  it('never lets the balance, the held amount or the available amount go below zero', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        for (const state of run(sequence).states) {
          expect(state.balanceCents).toBeGreaterThanOrEqual(0);
          expect(state.heldCents).toBeGreaterThanOrEqual(0);
          expect(availableCents(state)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps available = balance − held, and held = the sum of the open holds', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        for (const state of run(sequence).states) {
          expect(availableCents(state)).toBe(state.balanceCents - state.heldCents);
          expect(state.heldCents).toBe(state.holds.reduce((sum, hold) => sum + hold.amountCents, 0));
        }
      }),
    );
  });

  it('conserves credits: the balance is exactly what the events moved in and out, and holds move nothing', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        const { state, events } = run(sequence);
        expect(state.balanceCents).toBe(events.reduce((sum, event) => sum + moved(event), 0));
        const heldIn = events.filter((event) => event.type === 'CreditsHeld').reduce((sum, event) => sum + event.data.amountCents, 0);
        const heldOut = events
          .filter((event) => event.type === 'HoldReleased' || event.type === 'HoldReduced' || event.type === 'EscrowPaid')
          .reduce((sum, event) => sum + event.data.amountCents, 0);
        expect(state.heldCents).toBe(heldIn - heldOut);
      }),
    );
  });

  it('pays a trade at most once and never places a closed hold again', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        const { events } = run(sequence);
        const paid = events.filter((event) => event.type === 'EscrowPaid').map((event) => event.data.tradeId);
        expect(new Set(paid).size).toBe(paid.length);
        const held = events.filter((event) => event.type === 'CreditsHeld').map((event) => `${event.data.tradeId}@${event.data.tradeRevision}`);
        expect(new Set(held).size).toBe(held.length);
      }),
    );
  });
});
