import { deterministicId, formatCents, streams, type DisputeOutcome } from '@barteraid/events';
import { decideAcross, loadStream, newEntityId, nowOf, type CommandContext, type Decision, type PlannedWrite } from '../command-handling';
import { reject } from '../decider';
import { ledgerDecider } from '../credits/ledger';
import { readStoredObject } from '../objects/read-object';
import { tradeDecider, tradeMessages } from '../trades/trade';
import { disputeDecider, disputeMessages, type DisputeFacts, type DisputeState } from './dispute';
import { disputesMessages } from '@barteraid/events/messages/disputes';

export interface DisputeResult {
  state: Exclude<DisputeState, { status: 'none' }>;
  /** Global position to wait for before answering, or null when nothing changed. */
  position: number | null;
}

export const evidenceMessages = {
  notYours: disputesMessages.message('evidenceNotYours'),
} as const;

const opened = (state: DisputeState, position: number | null): DisputeResult => {
  if (state.status === 'none') throw new Error('a dispute command left no dispute');
  return { state, position };
};

/**
 * A party opens the trade's dispute: `TradeDisputed` on the trade (which freezes held credits)
 * and `DisputeOpened` on the dispute, in one atomic append — both or neither.
 */
export async function openDispute(
  context: CommandContext,
  input: { tradeId: string; actorId: string; reason: string; evidence: string[] },
): Promise<DisputeResult> {
  // Evidence is checked before anything is decided: uploaded by this member, for a dispute.
  for (const objectId of input.evidence) {
    const object = await readStoredObject(context.store, objectId);
    if (!object || object.ownerId !== input.actorId || object.purpose !== 'dispute-evidence') return reject('invalid', evidenceMessages.notYours);
  }
  const disputeId = newEntityId(context, 'dispute');
  return decideAcross(
    context,
    async (): Promise<Decision<DisputeResult>> => {
      const trade = await loadStream(context.store, streams.trade(input.tradeId), tradeDecider);
      const dispute = await loadStream(context.store, streams.dispute(input.tradeId), disputeDecider);
      const now = nowOf(context).toISOString();
      const disputed = tradeDecider.decide({ type: 'DisputeTrade', actorId: input.actorId, disputeId, now }, trade.state);
      if (trade.state.status === 'none') return reject('not_found', tradeMessages.notFound);
      const { deal } = trade.state;
      const stage = trade.state.status === 'completed' ? 'completed' : 'held';
      const amountCents = trade.state.status === 'completed' ? trade.state.payoutCents : trade.state.amountCents;
      const events = disputeDecider.decide(
        {
          type: 'OpenDispute',
          disputeId,
          actorId: input.actorId,
          trade: { tradeId: deal.tradeId, payerId: deal.payerId, payeeId: deal.payeeId, listingTitle: deal.listingTitle, stage, amountCents },
          reason: input.reason,
          evidence: input.evidence.map((id) => id.toLowerCase()),
          now,
        },
        dispute.state,
      );
      // The dispute first: a store without multi-stream transactions that stops between the two
      // leaves a dispute whose trade is not frozen yet, which the reconciliation freezes.
      const writes: PlannedWrite[] = [
        { streamName: streams.dispute(input.tradeId), expected: dispute.expected, events },
        { streamName: streams.trade(input.tradeId), expected: trade.expected, events: disputed },
      ];
      return { writes, answer: (position) => opened(events.reduce(disputeDecider.evolve, dispute.state), position) };
    },
    { retries: 10 },
  );
}

/** A message in the dispute's thread, by a party or an administrator. */
export async function postDisputeMessage(
  context: CommandContext,
  input: { tradeId: string; actorId: string; isAdmin: boolean; body: string },
): Promise<DisputeResult> {
  const messageId = newEntityId(context, 'dispute-message');
  return decideAcross(
    context,
    async (): Promise<Decision<DisputeResult>> => {
      const dispute = await loadStream(context.store, streams.dispute(input.tradeId), disputeDecider);
      const now = nowOf(context).toISOString();
      const events = disputeDecider.decide({ type: 'PostDisputeMessage', messageId, actorId: input.actorId, isAdmin: input.isAdmin, body: input.body, now }, dispute.state);
      return {
        writes: [{ streamName: streams.dispute(input.tradeId), expected: dispute.expected, events }],
        answer: (position) => opened(dispute.state, position),
      };
    },
    { retries: 10 },
  );
}

export const decisionMessages = {
  settling: disputesMessages.message('settling'),
} as const;

/**
 * An administrator's decision, in one atomic append with what it moves:
 * - held credits: `TradeDisputeDecided` on the trade (completed with the payee's part, or
 *   cancelled), and the trade's settlement moves them as decided;
 * - a completed trade: a compensating transfer of the payer's part from the payee's ledger
 *   (`DisputeRefundTaken`, never below zero: the shortfall is recorded) to the payer's
 *   (`DisputeRefundGiven`, exactly what was taken) — new events naming the dispute, no edit.
 * A concurrent settlement or payment on the same trade or ledgers makes the append lose its race,
 * and the decision is taken again on fresh state, so each credit moves once.
 */
export async function decideDispute(
  context: CommandContext,
  input: { tradeId: string; adminId: string; outcome: DisputeOutcome; payeeCents: number; payerCents: number; note: string },
): Promise<DisputeResult> {
  return decideAcross(
    context,
    async (): Promise<Decision<DisputeResult>> => {
      const dispute = await loadStream(context.store, streams.dispute(input.tradeId), disputeDecider);
      const now = nowOf(context).toISOString();
      const decided = disputeDecider.decide({ type: 'DecideDispute', ...input, now }, dispute.state);
      if (dispute.state.status === 'none') return reject('not_found', disputeMessages.notFound);
      const { facts } = dispute.state;
      const decision = decided[0];
      if (decision?.type !== 'DisputeDecided') throw new Error('a dispute decision decided nothing');
      const { payeeCents, payerCents } = decision.data;
      const writes: PlannedWrite[] = [{ streamName: streams.dispute(input.tradeId), expected: dispute.expected, events: decided }];
      const trade = await loadStream(context.store, streams.trade(input.tradeId), tradeDecider);
      if (facts.stage === 'held') {
        const events = tradeDecider.decide({ type: 'DecideTradeDispute', adminId: input.adminId, disputeId: facts.disputeId, payeeCents, now }, trade.state);
        writes.push({ streamName: streams.trade(input.tradeId), expected: trade.expected, events });
      } else if (payerCents > 0) {
        // The payee's ledger must already hold the payment it may give back.
        if (trade.state.status !== 'completed' || !trade.state.settled) return reject('conflict', decisionMessages.settling);
        writes.push(...(await refundWrites(context, facts, payerCents, now)));
      }
      return { writes, answer: (position) => opened(decided.reduce(disputeDecider.evolve, dispute.state), position) };
    },
    { retries: 20, maxBackoffMs: 50 },
  );
}

/**
 * The compensating transfer of a dispute decided after completion: take up to `payerCents` from
 * the payee's available balance (never below zero; the shortfall is recorded) and give the payer
 * exactly what was taken. Each side is decided on its ledger as it is now, with ids derived from
 * the dispute, so finishing a transfer a crash interrupted takes and gives once.
 */
async function refundWrites(context: CommandContext, facts: DisputeFacts, payerCents: number, now: string): Promise<PlannedWrite[]> {
  const payee = await loadStream(context.store, streams.ledger(facts.payeeId), ledgerDecider);
  const payer = await loadStream(context.store, streams.ledger(facts.payerId), ledgerDecider);
  const description = `Dispute: ${facts.listingTitle}`;
  const taken = ledgerDecider.decide(
    {
      type: 'TakeDisputeRefund',
      memberId: facts.payeeId,
      disputeId: facts.disputeId,
      tradeId: facts.tradeId,
      payerId: facts.payerId,
      requestedCents: payerCents,
      description: `${description} (refund of ${formatCents(payerCents)} decided)`,
      now,
    },
    payee.state,
  );
  // Taken earlier (the transfer was interrupted after it): give what that event took.
  const takenBefore = payee.recorded.find((event) => event.type === 'DisputeRefundTaken' && (event.data as { disputeId?: string }).disputeId === facts.disputeId);
  const takenCents = taken[0]?.type === 'DisputeRefundTaken' ? taken[0].data.amountCents : Number((takenBefore?.data as { amountCents?: number } | undefined)?.amountCents ?? 0);
  const given = ledgerDecider.decide(
    { type: 'GiveDisputeRefund', memberId: facts.payerId, disputeId: facts.disputeId, tradeId: facts.tradeId, payeeId: facts.payeeId, amountCents: takenCents, description: `${description} (refund)`, now },
    payer.state,
  );
  return [
    { streamName: streams.ledger(facts.payeeId), expected: payee.expected, events: taken, eventIds: () => deterministicId('dispute-refund-taken', facts.disputeId) },
    { streamName: streams.ledger(facts.payerId), expected: payer.expected, events: given, eventIds: () => deterministicId('dispute-refund-given', facts.disputeId) },
  ];
}

/** What a decided dispute left undone (a store without multi-stream transactions stopped between writes). */
export type DisputeRepair = 'trade_frozen' | 'decision_applied' | 'refund_finished';

/**
 * Finishes a dispute's half-written decision on the streams as they are now, as its own command
 * would have: freezes the trade of an open dispute, applies a held dispute's decision to the trade,
 * or finishes a refund. Dated by the dispute's own times. Returns whether anything was written.
 */
export async function finishDispute(context: CommandContext, tradeId: string, repair: DisputeRepair): Promise<boolean> {
  return decideAcross(
    context,
    async (): Promise<Decision<boolean>> => {
      const dispute = await loadStream(context.store, streams.dispute(tradeId), disputeDecider);
      const trade = await loadStream(context.store, streams.trade(tradeId), tradeDecider);
      if (dispute.state.status === 'none' || trade.state.status === 'none') return { done: false };
      const { facts } = dispute.state;
      const onTrade = trade.state.dispute;
      let writes: PlannedWrite[] = [];
      if (repair === 'trade_frozen' && !onTrade) {
        const events = tradeDecider.decide({ type: 'DisputeTrade', actorId: facts.openedBy, disputeId: facts.disputeId, now: facts.openedAt }, trade.state);
        writes = [{ streamName: streams.trade(tradeId), expected: trade.expected, events }];
      } else if (repair === 'decision_applied' && dispute.state.status === 'decided' && facts.stage === 'held' && onTrade?.open) {
        const { decidedBy, payeeCents, decidedAt } = dispute.state;
        const events = tradeDecider.decide({ type: 'DecideTradeDispute', adminId: decidedBy, disputeId: facts.disputeId, payeeCents, now: decidedAt }, trade.state);
        writes = [{ streamName: streams.trade(tradeId), expected: trade.expected, events }];
      } else if (repair === 'refund_finished' && dispute.state.status === 'decided' && facts.stage === 'completed' && dispute.state.payerCents > 0) {
        writes = await refundWrites(context, facts, dispute.state.payerCents, dispute.state.decidedAt);
      }
      if (writes.every((write) => write.events.length === 0)) return { done: false };
      return { writes, answer: () => true };
    },
    { retries: 20, maxBackoffMs: 50 },
  );
}
