import { errorFields, log, preparedOf, type Db, type EventStore, type JobQueue } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { SETTLEMENT_QUEUE, SettlementReactor, type SettlementJob } from './reactor';
import { settleTrade, type SettlementHooks } from './settle-trade';
import { reconcile, type ReconciliationReport } from '../reconciliation/reconcile';
import { systemClock, type Clock } from '../command-handling';
import { releaseDueTrades, type ReleaseReport } from '../trades/release';
import { applyTrialRules, type TrialRuleReport } from '../membership/trial-rule';
import { applyCreditLineRules, type CreditLineRuleReport } from '../credits/credit-line-rule';
import { applyExpiryRule, type ExpiryReport } from '../needs/expiry-rule';

export interface SettlementOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** Run the worker here (default); a deployment may run only the reactor in one place. */
  worker?: boolean;
  concurrency?: number;
  hooks?: SettlementHooks;
  /** The time settlements and repairs are recorded at; the system clock by default. */
  clock?: Clock;
  /** How often to look for settlements that are taking too long (the read model says in progress). */
  sweepIntervalMs?: number;
  /** A settlement in progress for longer than this is enqueued again. */
  staleAfterMs?: number;
  /** How often the reconciliation looks for half-done work (first run shortly after start); 0: never. */
  reconcileIntervalMs?: number;
  /** How often delivered trades are checked for a reminder or an automatic release (a minute). */
  releaseIntervalMs?: number;
  /** How often running guest trials are checked for a reminder or their end (a minute). */
  trialRuleIntervalMs?: number;
  /** How often running listings are checked for a "Still needed?" reminder or their expiry (a minute). */
  expiryRuleIntervalMs?: number;
}

export interface Settlement {
  reactor: SettlementReactor;
  /** Enqueues again every trade whose settlement has been in progress for too long. */
  sweep(): Promise<number>;
  /** Finds and repairs half-done work (see reconciliation/reconcile.ts). */
  reconcile(): Promise<ReconciliationReport>;
  /** Reminds and releases delivered trades whose time has come (see trades/release.ts). */
  releaseDue(): Promise<ReleaseReport>;
  /** Reminds and ends guest trials whose time has come (see membership/trial-rule.ts). */
  applyTrialRules(): Promise<TrialRuleReport>;
  /** The credit line rule: relief lines past their end end, tier parts follow tiers (see credits/credit-line-rule.ts). */
  applyCreditLineRules(): Promise<CreditLineRuleReport>;
  /** Asks owners "Still needed?" and expires listings whose time has come (see needs/expiry-rule.ts). */
  expireListings(): Promise<ExpiryReport>;
  stop(): Promise<void>;
}

/** Runs one settlement job: the whole trade, idempotently. */
export function settlementWorker(store: EventStore, hooks?: SettlementHooks, clock: Clock = systemClock) {
  return async (job: SettlementJob) => {
    // The settlement's events are correlated by the trade itself, so its steps can be found together.
    const context = { store, actorId: null, correlationId: job.tradeId, now: clock };
    await settleTrade(context, job.tradeId, hooks);
  };
}

/**
 * The settlement process manager: the reactor turns ended trades into jobs, the worker settles
 * them, and a periodic sweep re-enqueues any settlement whose job ran out of retries, so a
 * credit is never left half-moved for good.
 */
export async function startSettlement(options: SettlementOptions): Promise<Settlement> {
  const { store, queue } = options;
  // Trades and checkpoints are found by id: prepared, one plan for every value.
  const db = preparedOf(options.db);
  const reactor = new SettlementReactor(db, store, queue);
  const reads = commandDbOf(db);
  if (options.worker ?? true) {
    await queue.process<SettlementJob>(SETTLEMENT_QUEUE, settlementWorker(store, options.hooks, options.clock), { concurrency: options.concurrency ?? 4 });
  }
  await reactor.start();

  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const sweep = async () => {
    const stale = await reads
      .selectFrom('trades')
      .select('id')
      .where('settlement', '=', 'in_progress')
      .where('updated_at', '<', new Date(Date.now() - staleAfterMs))
      .limit(500)
      .execute();
    await queue.addAll<SettlementJob>(SETTLEMENT_QUEUE, stale.map(({ id }) => ({ data: { tradeId: id }, jobId: id })));
    if (stale.length > 0) log.warn('settlement sweep re-enqueued slow settlements', { count: stale.length });
    return stale.length;
  };
  const timer = setInterval(() => void sweep().catch((error) => log.warn('settlement sweep failed', errorFields(error))), options.sweepIntervalMs ?? 60_000);
  timer.unref();

  // The reconciliation runs where settlement runs: one run at a time, waited for on stop.
  let reconciling: Promise<ReconciliationReport> | null = null;
  const runReconciliation = () => {
    reconciling ??= reconcile(store, { clock: options.clock }).finally(() => (reconciling = null));
    return reconciling;
  };
  const reconcileEvery = options.reconcileIntervalMs ?? 10 * 60_000;
  const scheduled: NodeJS.Timeout[] = [];
  if (reconcileEvery > 0) {
    const run = () => void runReconciliation().catch((error) => log.warn('reconciliation failed', errorFields(error)));
    scheduled.push(setTimeout(run, Math.min(reconcileEvery, 10_000)), setInterval(run, reconcileEvery));
    for (const each of scheduled) each.unref();
  }

  // Automatic release: one run at a time; a run that dies is simply done again by the next.
  let releasing: Promise<ReleaseReport> | null = null;
  const runRelease = () => {
    releasing ??= releaseDueTrades(reads, store, options.clock ?? systemClock).finally(() => (releasing = null));
    return releasing;
  };
  const releaseTimer = setInterval(
    () => void runRelease().catch((error) => log.warn('automatic release failed', errorFields(error))),
    options.releaseIntervalMs ?? 60_000,
  );
  releaseTimer.unref();

  // Guest trials: the same shape as the release rule (one run at a time; a lost run is done by the next).
  let trialRuling: Promise<TrialRuleReport> | null = null;
  const runTrialRules = () => {
    trialRuling ??= applyTrialRules(reads, store, options.clock ?? systemClock).finally(() => (trialRuling = null));
    return trialRuling;
  };
  const trialTimer = setInterval(
    () => void runTrialRules().catch((error) => log.warn('the guest trial rule failed', errorFields(error))),
    options.trialRuleIntervalMs ?? 60_000,
  );
  trialTimer.unref();

  // Credit lines: the same shape again (one run at a time; a lost run is done by the next).
  let lineRuling: Promise<CreditLineRuleReport> | null = null;
  const runCreditLineRules = () => {
    lineRuling ??= applyCreditLineRules(reads, store, options.clock ?? systemClock).finally(() => (lineRuling = null));
    return lineRuling;
  };
  const lineTimer = setInterval(
    () => void runCreditLineRules().catch((error) => log.warn('the credit line rule failed', errorFields(error))),
    options.trialRuleIntervalMs ?? 60_000,
  );
  lineTimer.unref();

  // Listings' expiry: the same shape again.
  let expiring: Promise<ExpiryReport> | null = null;
  const runExpiry = () => {
    expiring ??= applyExpiryRule(reads, store, options.clock ?? systemClock).finally(() => (expiring = null));
    return expiring;
  };
  const expiryTimer = setInterval(
    () => void runExpiry().catch((error) => log.warn('the listing expiry rule failed', errorFields(error))),
    options.expiryRuleIntervalMs ?? 60_000,
  );
  expiryTimer.unref();

  return {
    reactor,
    sweep,
    reconcile: runReconciliation,
    releaseDue: runRelease,
    applyTrialRules: runTrialRules,
    applyCreditLineRules: runCreditLineRules,
    expireListings: runExpiry,
    async stop() {
      clearInterval(timer);
      clearInterval(releaseTimer);
      clearInterval(trialTimer);
      clearInterval(lineTimer);
      await lineRuling?.catch(() => undefined);
      clearInterval(expiryTimer);
      await expiring?.catch(() => undefined);
      await releasing?.catch(() => undefined);
      await trialRuling?.catch(() => undefined);
      for (const each of scheduled) clearInterval(each);
      await reconciling?.catch(() => undefined);
      await reactor.stop();
    },
  };
}
