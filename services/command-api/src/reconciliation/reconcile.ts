import { deterministicId, streams } from '@barteraid/events';
import { errorFields, failpoint, log, type EventStore, type RecordedEvent } from '@barteraid/infra';
import { execute, loadStream, nowOf, systemClock, toDomainEvent, type Clock, type CommandContext } from '../command-handling';
import { ledgerDecider, holdKey, type LedgerState } from '../credits/ledger';
import { writeLedger } from '../credits/ledger-writes';
import { memberDecider } from '../members/member';
import { uniqueValueDecider, type UniqueKind, type UniqueValueState } from '../members/unique-value';
import { tradeDecider, type TradeState } from '../trades/trade';
import { settleTrade } from '../settlement/settle-trade';
import type { CommunityLedgerEvent, DisputeEvent, LedgerEvent, MemberEvent, TradeEvent, UniqueValueEvent } from '@barteraid/events';
import { disputeDecider, type DisputeState } from '../disputes/dispute';
import { finishDispute, type DisputeRepair } from '../disputes/dispute-commands';
import { CreditCheck, type CreditViolation } from './credit-check';

/** What the reconciliation found half-done, and finished or undid. */
export type Repair =
  | { kind: 'hold_released'; memberId: string; tradeId: string; tradeRevision: number; amountCents: number }
  | { kind: 'claim_released'; claim: UniqueKind; value: string; memberId: string }
  | { kind: 'welcome_bonus_granted'; memberId: string }
  | { kind: 'trade_settled'; tradeId: string; status: string }
  | { kind: 'dispute_finished'; tradeId: string; repair: DisputeRepair };

export interface ReconciliationReport {
  startedAt: string;
  finishedAt: string;
  /** Events read from the log, and the log position the scan reached. */
  scannedEvents: number;
  head: number;
  repaired: Repair[];
  failed: Array<{ repair: Repair; error: string }>;
  /** Credits that left past a member's line then, or that do not add up: reported, never repaired. */
  violations: CreditViolation[];
}

export interface ReconcileOptions {
  /** The clock of the repairs' events and of the report; the system clock by default. */
  clock?: Clock;
  /** The moment work counts as old from (`graceMs` before it); the clock's time at the start by default. */
  now?: Date;
  /**
   * Only work untouched for this long counts as orphaned. Where appends are atomic nothing is ever
   * half-written by a command; without a multi-stream transaction (EventStoreDB) a command may be
   * between two of its writes, and must be given time to finish them itself.
   */
  graceMs?: number;
  pageSize?: number;
}

const prefixOf = (build: (id: string) => string) => build('');
const prefixes = {
  ledger: prefixOf(streams.ledger),
  trade: prefixOf(streams.trade),
  member: prefixOf(streams.member),
  dispute: prefixOf(streams.dispute),
  email: prefixOf(streams.emailClaim),
  username: prefixOf(streams.usernameClaim),
};
const communityLedger = streams.communityLedger();

interface Claim {
  kind: UniqueKind;
  value: string;
  state: UniqueValueState;
  at: number;
}

/** The little of the log the checks need: each ledger, trade, member and claim folded by its own decider. */
class LogScan {
  ledgers = new Map<string, LedgerState>();
  holdPlacedAt = new Map<string, number>();
  trades = new Map<string, { state: TradeState; at: number }>();
  members = new Map<string, number>();
  disputes = new Map<string, { state: DisputeState; at: number }>();
  claims = new Map<string, Claim>();
  credits = new CreditCheck();
  scannedEvents = 0;
  head = 0;

  add(recorded: RecordedEvent) {
    this.scannedEvents++;
    this.head = recorded.position;
    const event = toDomainEvent(recorded);
    if (!event) return;
    const at = recorded.createdAt.getTime();
    const name = recorded.streamName;
    if (name.startsWith(prefixes.ledger)) {
      const memberId = name.slice(prefixes.ledger.length);
      const ledgerEvent = event as LedgerEvent;
      const before = this.ledgers.get(memberId) ?? ledgerDecider.initialState;
      this.credits.ledger(memberId, before, ledgerEvent, recorded);
      this.ledgers.set(memberId, ledgerDecider.evolve(before, ledgerEvent));
      if (ledgerEvent.type === 'CreditsHeld') this.holdPlacedAt.set(`${memberId}/${holdKey(ledgerEvent.data.tradeId, ledgerEvent.data.tradeRevision)}`, at);
    } else if (name === communityLedger) {
      this.credits.community(event as CommunityLedgerEvent);
    } else if (name.startsWith(prefixes.trade)) {
      const tradeId = name.slice(prefixes.trade.length);
      const state = tradeDecider.evolve(this.trades.get(tradeId)?.state ?? tradeDecider.initialState, event as TradeEvent);
      this.trades.set(tradeId, { state, at });
    } else if (name.startsWith(prefixes.dispute)) {
      const tradeId = name.slice(prefixes.dispute.length);
      const state = disputeDecider.evolve(this.disputes.get(tradeId)?.state ?? disputeDecider.initialState, event as DisputeEvent);
      this.disputes.set(tradeId, { state, at });
    } else if (name.startsWith(prefixes.member)) {
      if ((event as MemberEvent).type === 'MemberRegistered') this.members.set(name.slice(prefixes.member.length), at);
    } else if (name.startsWith(prefixes.email) || name.startsWith(prefixes.username)) {
      const claimEvent = event as UniqueValueEvent;
      const previous = this.claims.get(name);
      this.claims.set(name, {
        kind: claimEvent.data.kind,
        value: claimEvent.data.value,
        state: uniqueValueDecider.evolve(previous?.state ?? uniqueValueDecider.initialState, claimEvent),
        at,
      });
    }
  }
}

/** What of a dispute's writes a store without multi-stream transactions could have left out. */
function disputeLeftUndone(dispute: DisputeState, trade: TradeState | undefined, ledgers: Map<string, LedgerState>): DisputeRepair | null {
  if (dispute.status === 'none' || !trade || trade.status === 'none') return null;
  if (!trade.dispute) return 'trade_frozen';
  if (dispute.status !== 'decided') return null;
  if (dispute.facts.stage === 'held') return trade.dispute.open ? 'decision_applied' : null;
  const refunded = ledgers.get(dispute.facts.payerId)?.refundedDisputes.includes(dispute.facts.disputeId) ?? false;
  return dispute.payerCents > 0 && !refunded ? 'refund_finished' : null;
}

/** A hold is backed when its trade's acceptance names it and the trade still needs it (or settlement will close it). */
function holdIsBacked(trade: TradeState | undefined, tradeRevision: number): boolean {
  if (!trade || trade.holdRevision !== tradeRevision || trade.settled) return false;
  return trade.status === 'accepted' || trade.status === 'completed' || trade.status === 'cancelled';
}

const needsSettlement = (trade: TradeState) =>
  !trade.settled && (trade.status === 'completed' || ((trade.status === 'cancelled' || trade.status === 'declined') && trade.holdRevision !== null));

/**
 * Finds what a crash could leave half-done and finishes or undoes it, each repair one idempotent
 * append decided again on the stream as it is now:
 * - a hold no acceptance refers to (its trade is not accepted at that revision): released;
 * - an email or username claimed by a member who was never registered: released;
 * - a member without the welcome bonus: granted (the bonus id follows the member id);
 * - an ended trade whose credits were not settled: settled (settlement is idempotent);
 * - a dispute whose trade was not frozen, whose decision did not reach its trade, or whose refund
 *   after completion was not finished: finished as its command would have.
 * Returns what it repaired; running it again repairs nothing more. It also checks the credit rule
 * as it was decided (see credit-check.ts) and reports what breaks it, which no repair can undo.
 */
export async function reconcile(store: EventStore, options: ReconcileOptions = {}): Promise<ReconciliationReport> {
  const clock = options.clock ?? systemClock;
  const startedAt = clock();
  const now = (options.now ?? startedAt).getTime();
  const grace = options.graceMs ?? 5 * 60_000;
  const scan = new LogScan();
  for (let after = 0; ; ) {
    const page = await store.readAll({ after, maxCount: options.pageSize ?? 1000 });
    if (page.length === 0) break;
    for (const event of page) scan.add(event);
    after = page[page.length - 1]!.position;
  }
  const old = (at: number | undefined) => at !== undefined && now - at >= grace;

  const candidates: Repair[] = [];
  for (const [memberId, ledger] of scan.ledgers) {
    for (const hold of ledger.holds) {
      const trade = scan.trades.get(hold.tradeId);
      if (holdIsBacked(trade?.state, hold.tradeRevision)) continue;
      if (trade && needsSettlement(trade.state)) continue; // settling it closes the hold
      if (!old(scan.holdPlacedAt.get(`${memberId}/${holdKey(hold.tradeId, hold.tradeRevision)}`))) continue;
      candidates.push({ kind: 'hold_released', memberId, tradeId: hold.tradeId, tradeRevision: hold.tradeRevision, amountCents: hold.amountCents });
    }
  }
  for (const claim of scan.claims.values()) {
    const memberId = claim.state.claimedBy;
    if (memberId && !scan.members.has(memberId) && old(claim.at)) candidates.push({ kind: 'claim_released', claim: claim.kind, value: claim.value, memberId });
  }
  for (const [memberId, at] of scan.members) {
    if (!scan.ledgers.get(memberId)?.welcomed && old(at)) candidates.push({ kind: 'welcome_bonus_granted', memberId });
  }
  for (const [tradeId, trade] of scan.trades) {
    if (needsSettlement(trade.state) && old(trade.at)) candidates.push({ kind: 'trade_settled', tradeId, status: trade.state.status ?? 'unknown' });
  }

  for (const [tradeId, { state: dispute, at }] of scan.disputes) {
    const repair = disputeLeftUndone(dispute, scan.trades.get(tradeId)?.state, scan.ledgers);
    if (repair && old(at)) candidates.push({ kind: 'dispute_finished', tradeId, repair });
  }

  const context: CommandContext = { store, actorId: null, correlationId: deterministicId('reconciliation', startedAt.toISOString()), now: clock };
  const report: ReconciliationReport = { startedAt: startedAt.toISOString(), finishedAt: '', scannedEvents: scan.scannedEvents, head: scan.head, repaired: [], failed: [], violations: scan.credits.finish(scan.ledgers.values()) };
  for (const repair of candidates) {
    try {
      if (await applyRepair(context, repair)) report.repaired.push(repair);
      // Between two repairs: a crash here leaves the rest for the next run.
      failpoint('reconciliation.after-repair');
    } catch (error) {
      if (error instanceof Error && error.name === 'FailpointTriggered') throw error;
      report.failed.push({ repair, error: error instanceof Error ? error.message : String(error) });
      log.warn('reconciliation could not repair', { repair, ...errorFields(error) });
    }
  }
  report.finishedAt = clock().toISOString();
  if (report.violations.length > 0) log.error('reconciliation found credits past the rule', { violations: report.violations });
  if (report.repaired.length > 0 || report.failed.length > 0) {
    log.warn('reconciliation repaired half-done work', { repaired: report.repaired, failed: report.failed.length });
  }
  return report;
}

/** Decides the repair again on the streams as they are now; false when nothing was left to do. */
async function applyRepair(context: CommandContext, repair: Repair): Promise<boolean> {
  const now = nowOf(context).toISOString();
  switch (repair.kind) {
    case 'hold_released': {
      const trade = await loadStream(context.store, streams.trade(repair.tradeId), tradeDecider);
      if (holdIsBacked(trade.state, repair.tradeRevision)) return false;
      const result = await writeLedger(context, repair.memberId, {
        type: 'ReleaseHold',
        memberId: repair.memberId,
        tradeId: repair.tradeId,
        tradeRevision: repair.tradeRevision,
        reason: 'orphaned',
        now,
      });
      return result.events.length > 0;
    }
    case 'claim_released': {
      const member = await loadStream(context.store, streams.member(repair.memberId), memberDecider);
      if (member.state.registered) return false;
      const stream = repair.claim === 'email' ? streams.emailClaim(repair.value) : streams.usernameClaim(repair.value);
      const result = await execute(context, stream, uniqueValueDecider, { type: 'ReleaseValue', kind: repair.claim, value: repair.value, memberId: repair.memberId });
      return result.events.length > 0;
    }
    case 'welcome_bonus_granted': {
      const result = await execute(
        context,
        streams.ledger(repair.memberId),
        ledgerDecider,
        { type: 'GrantWelcomeBonus', memberId: repair.memberId, now },
        // The same id registration uses: whichever writes it first, the bonus is paid once.
        { eventIds: () => deterministicId('welcome-bonus', repair.memberId), retries: 20 },
      );
      return result.events.length > 0;
    }
    case 'dispute_finished':
      return finishDispute(context, repair.tradeId, repair.repair);
    case 'trade_settled': {
      await settleTrade(context, repair.tradeId);
      const trade = await loadStream(context.store, streams.trade(repair.tradeId), tradeDecider);
      return trade.state.settled;
    }
  }
}
