import { deterministicId, mention, streams, type DomainEvent } from '@barteraid/events';
import type { EventStore, RecordedEvent } from '@barteraid/infra';
import { decideAcross, loadStream, type CommandContext, type PlannedWrite } from '../command-handling';
import { loadFolded } from '../folded-streams';
import { ledgerDecider, type LedgerCommand, type LedgerState } from '../credits/ledger';
import { ledgerEventId } from '../credits/ledger-writes';
import { tradeDecider } from '../trades/trade';

/**
 * A member's username from their own stream's first event, for ledger descriptions that name the
 * other side: as a mention, which the event store seals with that member's key, so the name in the
 * other member's ledger reads "Former member" once this member closes their account.
 */
export function mentionIn(memberId: string, memberStream: readonly RecordedEvent[]): string {
  const first = memberStream[0];
  const data = first?.type === 'MemberRegistered' ? (first.data as { username?: unknown }) : null;
  return typeof data?.username === 'string' ? mention(memberId, data.username) : 'a member';
}

/** A member's username as a mention, from their own stream's first event (see `mentionIn`). */
export async function usernameOf(store: EventStore, memberId: string): Promise<string> {
  return mentionIn(memberId, await store.readStream(streams.member(memberId), { maxCount: 1 }));
}

/** A ledger's events for several commands in a row, each decided on the state the previous left. */
function decideInTurn(state: LedgerState, commands: LedgerCommand[]): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (const command of commands) {
    const decided = ledgerDecider.decide(command, state);
    state = decided.reduce(ledgerDecider.evolve, state);
    events.push(...decided);
  }
  return events;
}

const ledgerIds = (_index: number, event: DomainEvent) => ledgerEventId(event as Parameters<typeof ledgerEventId>[0]);

/**
 * Settles an ended trade in one atomic append where the store has multi-stream transactions: the
 * payer's ledger (the hold reduced to a dispute's payout, then `EscrowPaid`, or the holds released),
 * the payee's ledger (`EscrowReceived`) and the trade (`TradeSettled`), each stream expecting the
 * revision it was decided on. The trade is read, then at once both ledgers (each from where this
 * process last folded it, see loadFolded) and the first event of both members' streams. A crash
 * leaves all of it or none; a lost race (another trade moved the payer's ledger) is decided again
 * on fresh state; a rerun finds the trade settled. Each part keeps its own cause:
 * the payment follows the ending, the receipt the payment, the settlement the receipt.
 * Answers what it found: a trade it settled, one settled already, no such trade, or one still open.
 */
export type OneAppendOutcome = 'settled' | 'already_settled' | 'no_such_trade' | 'still_open';

export async function settleInOneAppend(context: CommandContext, tradeId: string, endings: ReadonlySet<string>, now: string): Promise<OneAppendOutcome> {
  return decideAcross<OneAppendOutcome>(
    context,
    async () => {
      const { state, recorded, expected } = await loadStream(context.store, streams.trade(tradeId), tradeDecider);
      if (state.status === 'none') return { done: 'no_such_trade' };
      if (state.settled) return { done: 'already_settled' };
      const { deal } = state;
      const ending = recorded.findLast((event) => endings.has(event.type))?.id ?? null;
      const paying = state.status === 'completed' && state.holdRevision !== null && state.amountCents > 0;
      const returning = state.status === 'cancelled' || state.status === 'declined';
      if (!paying && !returning && state.status !== 'completed') return { done: 'still_open' };
      // The ledgers as folded since they were last read here, and the names their lines give each other.
      const [payer, payee, payerName, payeeName] = await Promise.all([
        loadFolded(context.store, streams.ledger(deal.payerId), ledgerDecider),
        paying ? loadFolded(context.store, streams.ledger(deal.payeeId), ledgerDecider) : null,
        paying ? usernameOf(context.store, deal.payerId) : null,
        paying ? usernameOf(context.store, deal.payeeId) : null,
      ]);
      const writes: PlannedWrite[] = [];
      let settledBy = ending;
      if (paying && payee) {
        const holdRevision = state.holdRevision!;
        const payerCommands: LedgerCommand[] = [];
        if (state.payoutCents < state.amountCents && state.dispute) {
          // A split dispute: the hold keeps only the payee's part; the rest is the payer's again.
          payerCommands.push({ type: 'ReduceHold', memberId: deal.payerId, tradeId, tradeRevision: holdRevision, toCents: state.payoutCents, disputeId: state.dispute.disputeId, now });
        }
        payerCommands.push({
          type: 'PayEscrow',
          memberId: deal.payerId,
          tradeId,
          tradeRevision: holdRevision,
          payeeId: deal.payeeId,
          amountCents: state.payoutCents,
          description: `Trade: ${deal.listingTitle} (paid to ${payeeName})`,
          now,
        });
        const received = ledgerDecider.decide(
          {
            type: 'ReceiveEscrow',
            memberId: deal.payeeId,
            tradeId,
            payerId: deal.payerId,
            amountCents: state.payoutCents,
            description: `Trade: ${deal.listingTitle} (paid by ${payerName})`,
            now,
          },
          payee.state,
        );
        writes.push(
          { streamName: streams.ledger(deal.payerId), expected: payer.expected, events: decideInTurn(payer.state, payerCommands), eventIds: ledgerIds, causationId: ending },
          { streamName: streams.ledger(deal.payeeId), expected: payee.expected, events: received, eventIds: ledgerIds, causationId: deterministicId('escrow-paid', tradeId) },
        );
        settledBy = deterministicId('escrow-received', tradeId);
      } else if (returning) {
        // Also clears a hold left by an acceptance attempt that crashed before it could undo itself.
        const reason = state.status === 'declined' ? 'trade_declined' : state.dispute ? 'dispute_returned' : 'trade_cancelled';
        const events = ledgerDecider.decide({ type: 'ReleaseHold', memberId: deal.payerId, tradeId, tradeRevision: null, reason, now }, payer.state);
        writes.push({ streamName: streams.ledger(deal.payerId), expected: payer.expected, events, eventIds: ledgerIds, causationId: ending });
      }
      // A trade declined before any acceptance held nothing, so it is not marked settled.
      if (!returning || state.holdRevision !== null) {
        writes.push({
          streamName: streams.trade(tradeId),
          expected,
          events: tradeDecider.decide({ type: 'SettleTrade', now }, state),
          eventIds: () => deterministicId('trade-settled', tradeId),
          causationId: settledBy,
        });
      }
      return { writes, answer: () => 'settled' };
    },
    // Another trade's acceptance may move the payer's ledger meanwhile: decided again, as a ledger write is.
    { retries: 99, maxBackoffMs: 50, deterministicIds: true },
  );
}
