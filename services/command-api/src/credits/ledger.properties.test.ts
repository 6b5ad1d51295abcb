import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LedgerEvent } from '@barteraid/events';
import { CommandRejected } from '../decider';
import { availableCents, creditLineCents, EscrowInvariantError, ledgerDecider, type LedgerCommand, type LedgerState } from './ledger';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const payeeId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const tradeIds = ['3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', '4d3c2b1a-0f9e-4d8c-8b6a-5f4e3d2c1b0a', '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'];
const now = '2026-11-21T09:30:00.000Z';
const disputeId = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c';

const cents = fc.integer({ min: -5_00, max: 80_00 });
const otherMembers = ['7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d6e', payeeId];
const otherMember = fc.constantFrom(...otherMembers);
const reliefIds = ['9c8d7e6f-5a4b-4c3d-8e1f-2a3b4c5d6e7f', 'ad9e8f7a-6b5c-4d4e-9f2a-3b4c5d6e7f8a'];
const times = ['2026-11-20T09:30:00.000Z', now, '2026-11-22T09:30:00.000Z', '2026-12-01T00:00:00.000Z'];
const tradeId = fc.constantFrom(...tradeIds);
const revision = fc.integer({ min: 0, max: 3 });

/**
 * Every ledger command in any order, amounts and trades, valid or not: grants, debits (with or
 * without an admin's override), holds, releases, payments to and from other members, dispute
 * refunds both ways, tier lines rising and falling, relief lines granted and ending, closing.
 */
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
  fc
    .record({ tradeId, payerId: otherMember, amountCents: fc.integer({ min: 1, max: 30_00 }) })
    .map((receipt): LedgerCommand => ({ type: 'ReceiveEscrow', memberId, description: 'Trade', now, ...receipt })),
  fc
    .record({ tradeId, tradeRevision: revision, amountCents: cents, payeeId: otherMember })
    .map((payment): LedgerCommand => ({ type: 'PayEscrow', memberId, description: 'Trade', now, ...payment })),
  fc
    .record({ amountCents: fc.integer({ min: 0, max: 30_00 }), disputeId: fc.constantFrom(disputeId, tradeIds[1]!) })
    .map((refund): LedgerCommand => ({ type: 'GiveDisputeRefund', memberId, tradeId: tradeIds[0]!, payeeId, description: 'Dispute refund', now, ...refund })),
  fc
    .record({ tierLineCents: fc.constantFrom(0, 25_00, 50_00), ceilingCents: fc.constantFrom(null, 60_00), reason: fc.constantFrom('tier' as const, 'policy' as const, 'suspended' as const) })
    .map((tier): LedgerCommand => ({ type: 'SetTierLine', memberId, tier: 'standard', earnedStepCents: 5_00, earnedCapCents: 10_00, changedBy: null, now, ...tier })),
  fc
    .record({ reliefId: fc.constantFrom(...reliefIds), amountCents: cents, endsAt: fc.constantFrom(...times), memberVerified: fc.boolean() })
    .map((relief): LedgerCommand => ({ type: 'GrantReliefLine', memberId, reason: 'Storm', grantedBy: payeeId, now, ...relief })),
  fc
    .record({ reason: fc.constantFrom('expired' as const, 'suspended' as const), now: fc.constantFrom(...times) })
    .map((ending): LedgerCommand => ({ type: 'EndReliefLines', memberId, ...ending })),
  cents.map((amountCents): LedgerCommand => ({ type: 'DebitCredits', memberId, amountCents, reason: 'admin', description: 'Correction', override: { adminId: payeeId, reason: 'Agreed repayment' }, now })),
  fc.constant<LedgerCommand>({ type: 'CloseLedger', memberId, closing: memberId, now }),
);

/**
 * Runs the commands one after another as the command side would: each decided on the state so
 * far, its events folded in; refusals (a rejection, or the escrow invariant guard) change nothing.
 */
function run(commands: LedgerCommand[]) {
  let state = ledgerDecider.initialState;
  const events: LedgerEvent[] = [];
  const states: LedgerState[] = [state];
  const steps: { before: LedgerState; events: LedgerEvent[]; after: LedgerState }[] = [];
  for (const each of commands) {
    let decided: LedgerEvent[];
    try {
      decided = ledgerDecider.decide(each, state);
    } catch (error) {
      if (error instanceof CommandRejected || error instanceof EscrowInvariantError) continue;
      throw error;
    }
    events.push(...decided);
    const before = state;
    state = decided.reduce(ledgerDecider.evolve, state);
    states.push(state);
    steps.push({ before, events: decided, after: state });
  }
  return { state, states, events, steps };
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
    case 'DebtWrittenOff':
      return event.data.amountCents;
    case 'CreditsHeld':
    case 'HoldReleased':
    case 'HoldReduced':
    case 'CreditLineChanged':
    case 'ReliefLineGranted':
    case 'ReliefLineEnded':
    case 'CreditLineOverridden':
      return 0;
  }
};

const commands = fc.array(command, { maxLength: 40 });

describe('ledger decider: properties over random command sequences', () => {
  it('lets credits leave only within the line: available never goes below zero by a spend, except through an override', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        for (const { before, events, after } of run(sequence).steps) {
          expect(after.heldCents).toBeGreaterThanOrEqual(0);
          const spends = events.some(
            (event) => (event.type === 'CreditsDebited' || event.type === 'CreditsHeld' || event.type === 'DisputeRefundTaken') && event.data.amountCents > 0,
          );
          const override = events.find((event) => event.type === 'CreditLineOverridden');
          if (spends && !override) expect(availableCents(after)).toBeGreaterThanOrEqual(0);
          // The override names exactly how far past the line this debit went.
          if (override) expect(availableCents(after)).toBe(Math.min(0, availableCents(before)) - override.data.amountCents);
          // Below −line only through an override or a line that shrank; a spend never deepens it.
          if (after.balanceCents < -creditLineCents(after) && after.balanceCents < before.balanceCents) expect(override).toBeDefined();
        }
      }),
    );
  });

  it('records every change of the line with its parts, and the parts add up to it', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        for (const { before, events, after } of run(sequence).steps) {
          const changes = events.filter((event) => event.type === 'CreditLineChanged');
          if (creditLineCents(after) !== creditLineCents(before)) expect(changes.length).toBeGreaterThan(0);
          for (const change of changes) {
            const { tierLineCents, earnedCents, reliefCents, lineCents } = change.data;
            expect(tierLineCents + earnedCents + reliefCents).toBe(lineCents);
          }
          if (changes.length > 0) expect(changes.at(-1)!.data.lineCents).toBe(creditLineCents(after));
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

  it('ends every hold exactly once: paid, released or still open, never two of these', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        const { events, state } = run(sequence);
        const ends = new Map<string, number>();
        for (const event of events) {
          if (event.type === 'HoldReleased' || event.type === 'EscrowPaid') {
            const key = `${event.data.tradeId}@${event.data.tradeRevision}`;
            ends.set(key, (ends.get(key) ?? 0) + 1);
          }
        }
        for (const event of events.filter((each) => each.type === 'CreditsHeld')) {
          const key = `${event.data.tradeId}@${event.data.tradeRevision}`;
          const open = state.holds.some((hold) => `${hold.tradeId}@${hold.tradeRevision}` === key) ? 1 : 0;
          expect((ends.get(key) ?? 0) + open).toBe(1);
        }
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
