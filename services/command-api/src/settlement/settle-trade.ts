import { deterministicId, streams } from '@barteraid/events';
import { failpoint, log } from '@barteraid/infra';
import { execute, loadStream, nowOf, type CommandContext } from '../command-handling';
import { writeLedger } from '../credits/ledger-writes';
import { tradeDecider } from '../trades/trade';
import { settleInOneAppend, usernameOf } from './one-append';

/**
 * The points between settlement steps; a crash may happen at any of them. Each is also the
 * failpoint `settlement.after-<step>` (hold-reduced, payer-paid, payee-credited, holds-released, trade-settled).
 * With one atomic append (a store with multi-stream transactions) there is one point, after it:
 * `trade_settled`; a crash inside the append (`event-store.before-commit`) leaves nothing.
 */
export type SettlementStep = 'hold_reduced' | 'payer_paid' | 'payee_credited' | 'holds_released' | 'trade_settled';

export interface SettlementHooks {
  /** Runs after each step that wrote (or found) its event; tests use it to kill the worker mid-way. */
  afterStep?: (step: SettlementStep, tradeId: string) => Promise<void> | void;
}

/** The trade events settlement follows from (the reactor's endings). */
export const SETTLEMENT_ENDINGS: ReadonlySet<string> = new Set(['TradeCompleted', 'TradeCancelled', 'TradeDeclined', 'TradeDisputeDecided']);

/**
 * Settles one trade: in one atomic append where the store has multi-stream transactions
 * (`settleInOneAppend`), else in idempotent steps, each one append guarded by its decider and a
 * deterministic event id, so running it again after a crash or retry at any point finishes the
 * work without moving a credit twice:
 * - completed: EscrowPaid on the payer's ledger (consumes the hold), EscrowReceived on the
 *   payee's ledger, then TradeSettled (paid) on the trade — of the payout a dispute decided, the
 *   hold first reduced to it (HoldReduced) when the administrator split the credits;
 * - cancelled or declined: every hold of the trade goes back to the payer, and an accepted
 *   trade gets TradeSettled (returned).
 */
export async function settleTrade(context: CommandContext, tradeId: string, hooks: SettlementHooks = {}): Promise<void> {
  if (context.store.atomicMultiStreamAppend) {
    const outcome = await settleInOneAppend(context, tradeId, SETTLEMENT_ENDINGS, nowOf(context).toISOString());
    if (outcome === 'no_such_trade') log.warn('settlement: no such trade', { tradeId });
    if (outcome === 'still_open') log.warn('settlement: trade is still open', { tradeId });
    if (outcome !== 'settled') return;
    failpoint('settlement.after-trade-settled');
    await hooks.afterStep?.('trade_settled', tradeId);
    return;
  }
  const { state, recorded } = await loadStream(context.store, streams.trade(tradeId), tradeDecider);
  if (state.status === 'none') {
    log.warn('settlement: no such trade', { tradeId });
    return;
  }
  if (state.settled) return;
  const { deal } = state;
  const step = async (name: SettlementStep) => {
    failpoint(`settlement.after-${name.replace('_', '-')}`);
    await hooks.afterStep?.(name, tradeId);
  };
  const now = nowOf(context).toISOString();
  // Each step names the event it follows from (its causation): the trade's ending, then the
  // payment, then the receipt. Settlements written before causation was recorded have none.
  const ending = recorded.findLast((event) => SETTLEMENT_ENDINGS.has(event.type));
  const causedBy = (causationId: string | undefined): CommandContext => ({ ...context, causationId: causationId ?? null });
  let cause = ending?.id;

  if (state.status === 'completed') {
    if (state.holdRevision !== null && state.amountCents > 0) {
      const [payerName, payeeName] = await Promise.all([usernameOf(context.store, deal.payerId), usernameOf(context.store, deal.payeeId)]);
      if (state.payoutCents < state.amountCents && state.dispute) {
        // A split dispute: the hold keeps only the payee's part; the rest is the payer's again.
        await writeLedger(causedBy(cause), deal.payerId, {
          type: 'ReduceHold',
          memberId: deal.payerId,
          tradeId,
          tradeRevision: state.holdRevision,
          toCents: state.payoutCents,
          disputeId: state.dispute.disputeId,
          now,
        });
        await step('hold_reduced');
      }
      await writeLedger(causedBy(cause), deal.payerId, {
        type: 'PayEscrow',
        memberId: deal.payerId,
        tradeId,
        tradeRevision: state.holdRevision,
        payeeId: deal.payeeId,
        amountCents: state.payoutCents,
        description: `Trade: ${deal.listingTitle} (paid to ${payeeName})`,
        now,
      });
      await step('payer_paid');
      cause = deterministicId('escrow-paid', tradeId);
      await writeLedger(causedBy(cause), deal.payeeId, {
        type: 'ReceiveEscrow',
        memberId: deal.payeeId,
        tradeId,
        payerId: deal.payerId,
        amountCents: state.payoutCents,
        description: `Trade: ${deal.listingTitle} (paid by ${payerName})`,
        now,
      });
      await step('payee_credited');
      cause = deterministicId('escrow-received', tradeId);
    }
  } else if (state.status === 'cancelled' || state.status === 'declined') {
    // Also clears a hold left by an acceptance attempt that crashed before it could undo itself.
    await writeLedger(causedBy(cause), deal.payerId, {
      type: 'ReleaseHold',
      memberId: deal.payerId,
      tradeId,
      tradeRevision: null,
      reason: state.status === 'declined' ? 'trade_declined' : state.dispute ? 'dispute_returned' : 'trade_cancelled',
      now,
    });
    await step('holds_released');
    if (state.holdRevision === null) return;
  } else {
    log.warn('settlement: trade is still open', { tradeId, status: state.status });
    return;
  }

  await execute(causedBy(cause), streams.trade(tradeId), tradeDecider, { type: 'SettleTrade', now }, {
    retries: 20,
    eventIds: () => deterministicId('trade-settled', tradeId),
  });
  await step('trade_settled');
}
