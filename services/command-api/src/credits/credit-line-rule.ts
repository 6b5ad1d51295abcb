import { deterministicId, type CreditPolicy } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import type { Clock, CommandContext } from '../command-handling';
import { writeLedger } from './ledger-writes';
import { readCreditPolicy, tierLineFor } from './credit-policy';

export interface CreditLineRuleReport {
  /** Ledgers whose tier part (or the admins' defaults) was brought up to date. */
  lines: number;
  /** Relief lines that ended: past their end, or their member suspended. */
  reliefsEnded: number;
}

interface MemberRow {
  id: string;
  membership_tier: string;
  membership_standing: string;
  verified: boolean;
  closed_at: Date | null;
  suspension_ends: Date | null;
  suspended: string | null;
}

const ruleContext = (store: EventStore, clock: Clock, memberId: string, step: string): CommandContext => ({
  store,
  actorId: null,
  correlationId: deterministicId('credit-line-rule', memberId, step, clock().toISOString()),
  now: clock,
});

const isSuspended = (row: MemberRow, now: Date) => row.suspended !== null && (row.suspension_ends === null || row.suspension_ends > now);

/**
 * Brings one member's tier part of the credit line onto their ledger (SetTierLine: a CreditLineChanged
 * only when a part differs), and ends their relief lines early when they are suspended.
 */
export async function syncCreditLine(
  store: EventStore,
  clock: Clock,
  row: MemberRow,
  policy: CreditPolicy,
  changedBy: string | null = null,
): Promise<{ changed: boolean; reliefsEnded: number }> {
  const now = clock();
  const suspended = isSuspended(row, now);
  const { tierLineCents, ceilingCents } = tierLineFor(policy, {
    tier: row.membership_tier,
    standing: row.membership_standing,
    verified: row.verified,
    suspended,
    closed: row.closed_at !== null,
  });
  let reliefsEnded = 0;
  if (suspended) {
    const ended = await writeLedger(ruleContext(store, clock, row.id, 'suspended'), row.id, { type: 'EndReliefLines', memberId: row.id, reason: 'suspended', now: now.toISOString() });
    reliefsEnded = ended.events.filter((event) => event.type === 'ReliefLineEnded').length;
  }
  const result = await writeLedger(ruleContext(store, clock, row.id, 'tier'), row.id, {
    type: 'SetTierLine',
    memberId: row.id,
    tier: row.membership_tier,
    tierLineCents,
    ceilingCents,
    earnedStepCents: policy.earnedStepCents,
    earnedCapCents: policy.earnedCapCents,
    reason: suspended ? 'suspended' : changedBy ? 'policy' : 'tier',
    changedBy,
    now: now.toISOString(),
  });
  return { changed: result.events.length > 0, reliefsEnded };
}

/** The members the rule looks at, with the facts their tier part follows from. */
function memberRows(db: CommandDb) {
  return db
    .selectFrom('members')
    .leftJoin('member_suspensions', 'member_suspensions.member_id', 'members.id')
    .select([
      'members.id',
      'members.membership_tier',
      'members.membership_standing',
      'members.verified',
      'members.closed_at',
      'member_suspensions.ends_at as suspension_ends',
      'member_suspensions.suspension_id as suspended',
    ]);
}

/** One member's row for `syncCreditLine`, or null for an unknown member. */
export async function memberLineFacts(db: CommandDb, memberId: string): Promise<MemberRow | null> {
  return (await memberRows(db).where('members.id', '=', memberId).executeTakeFirst()) ?? null;
}

/**
 * The credit line rule, run every minute where settlement runs (time passed in through `clock`):
 * 1. relief lines whose end has passed end, decided again on each member's ledger (EndReliefLines);
 * 2. every open account's tier part follows their tier, standing, verification and suspension, and
 *    the admins' defaults. The read models only find candidates and facts; each ledger decides on
 *    its own state whether anything changes, so a late, repeated or concurrent run changes nothing twice.
 */
export async function applyCreditLineRules(db: CommandDb, store: EventStore, clock: Clock, changedBy: string | null = null): Promise<CreditLineRuleReport> {
  const now = clock();
  const report: CreditLineRuleReport = { lines: 0, reliefsEnded: 0 };
  const due = await db.selectFrom('relief_lines').select('member_id').distinct().where('ended_at', 'is', null).where('ends_at', '<=', now).limit(500).execute();
  for (const { member_id: memberId } of due) {
    const ended = await writeLedger(ruleContext(store, clock, memberId, 'expired'), memberId, { type: 'EndReliefLines', memberId, reason: 'expired', now: now.toISOString() });
    report.reliefsEnded += ended.events.filter((event) => event.type === 'ReliefLineEnded').length;
  }
  const policy = await readCreditPolicy(store);
  const lines = await db.selectFrom('credit_lines').select(['member_id', 'tier', 'tier_line_cents', 'ceiling_cents']).execute();
  const known = new Map(lines.map((line) => [line.member_id, line]));
  for (const row of await memberRows(db).where('members.closed_at', 'is', null).execute()) {
    const suspended = isSuspended(row, now);
    const wanted = tierLineFor(policy, { tier: row.membership_tier, standing: row.membership_standing, verified: row.verified, suspended, closed: false });
    const line = known.get(row.id);
    // A line never recorded and still nothing: no event needed.
    if (!line && wanted.tierLineCents === 0 && wanted.ceilingCents === null && !changedBy) continue;
    const current = line ? { tier: line.tier, tierLineCents: Number(line.tier_line_cents), ceilingCents: line.ceiling_cents === null ? null : Number(line.ceiling_cents) } : { tier: null, tierLineCents: 0, ceilingCents: null };
    // Only what differs is decided again (the admins' earned defaults are compared by the ledger itself when the policy changes).
    const differs = current.tier !== row.membership_tier || current.tierLineCents !== wanted.tierLineCents || current.ceilingCents !== wanted.ceilingCents;
    if (!differs && !changedBy && !suspended) continue;
    const synced = await syncCreditLine(store, clock, row, policy, changedBy);
    if (synced.changed) report.lines++;
    report.reliefsEnded += synced.reliefsEnded;
  }
  return report;
}
