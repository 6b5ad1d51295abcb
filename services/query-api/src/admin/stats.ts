import { sql } from 'kysely';
import { formatCents } from '@barteraid/events';
import type { QueryDb } from '../read-models';
import type { AdminStats } from '@barteraid/events/contracts/admin';

/** Standard membership is $10 a month (spec section 9). */
export const STANDARD_MONTHLY_DOLLARS = 10;

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** This calendar month and the one before (UTC), as 'YYYY-MM'. */
export function currentAndPreviousMonth(now: Date): { month: string; previousMonth: string } {
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { month: monthKey(now), previousMonth: monthKey(previous) };
}

/** Change from last month in percent (one decimal); null when last month had none to compare with. */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

const compare = (thisMonth: number, lastMonth: number) => ({ thisMonth, lastMonth, growthPercent: growthPercent(thisMonth, lastMonth) });
const compareCredits = (thisMonth: number, lastMonth: number) => ({
  thisMonth: formatCents(thisMonth),
  lastMonth: formatCents(lastMonth),
  growthPercent: growthPercent(thisMonth, lastMonth),
});

/** The admin dashboard's figures, all from read models. */
export async function adminStats(db: QueryDb, now: Date): Promise<AdminStats> {
  const { month, previousMonth } = currentAndPreviousMonth(now);
  const [members, trades, pending, activity, listings, subscriptions, payments, credit] = await Promise.all([
    db
      .selectFrom('members')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where membership_tier = 'standard' and membership_standing in ('active', 'past_due'))::int`.as('standard'),
        sql<number>`count(*) filter (where verified)::int`.as('verified'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('trades')
      .select(sql<number>`count(*)::int`.as('active'))
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('verification_submissions')
      .select(sql<number>`count(*)::int`.as('pending'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db.selectFrom('admin_monthly_activity').selectAll().where('month', 'in', [month, previousMonth]).execute(),
    db.selectFrom('listing_stats').selectAll().where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('member_subscriptions').select(sql<number>`count(*)::int`.as('started')).executeTakeFirstOrThrow(),
    // Collected: the invoices Stripe reported paid, per calendar month (UTC); failures counted beside them.
    db
      .selectFrom('membership_payments')
      .select([
        sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM')`.as('month'),
        sql<string>`coalesce(sum(amount_cents) filter (where outcome = 'paid'), 0)::text`.as('paid_cents'),
        sql<number>`count(*) filter (where outcome = 'failed')::int`.as('failed'),
      ])
      .where(sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM')`, 'in', [month, previousMonth])
      .groupBy(sql`1`)
      .execute(),
    creditStats(db),
  ]);
  const paidIn = (key: string) => Number(payments.find((row) => row.month === key)?.paid_cents ?? 0);
  const current = activity.find((row) => row.month === month);
  const previous = activity.find((row) => row.month === previousMonth);
  const of = (row: typeof current, column: 'new_members' | 'trades_completed' | 'credits_exchanged_cents' | 'credits_issued_cents') =>
    Number(row?.[column] ?? 0);
  const standardMembers = Number(members.standard);
  return {
    totalUsers: Number(members.total),
    /** The spec's alternative name for totalUsers. */
    users: Number(members.total),
    activeTrades: Number(trades.active),
    pendingVerifications: Number(pending.pending),
    /** Expected: active standard members × $10 a month; what came in is `revenueCollected`, from recorded payments. */
    monthlyRevenue: standardMembers * STANDARD_MONTHLY_DOLLARS,
    monthlyRevenueBasis: 'expected' as const,
    monthlyRevenueNote: `Expected: ${standardMembers} standard member${standardMembers === 1 ? '' : 's'} × $${STANDARD_MONTHLY_DOLLARS}/month`,
    standardMembers,
    /** Members who started a card subscription (paid or not). */
    subscriptionsStarted: Number(subscriptions.started),
    revenueCollected: compareCredits(paidIn(month), paidIn(previousMonth)),
    paymentsFailedThisMonth: Number(payments.find((row) => row.month === month)?.failed ?? 0),
    verifiedMembers: Number(members.verified),
    analytics: {
      month,
      previousMonth,
      newMembers: compare(of(current, 'new_members'), of(previous, 'new_members')),
      tradesCompleted: compare(of(current, 'trades_completed'), of(previous, 'trades_completed')),
      /** Credits paid from member to member when trades settled. */
      creditsExchanged: compareCredits(of(current, 'credits_exchanged_cents'), of(previous, 'credits_exchanged_cents')),
      /** Credits the platform added: welcome bonuses and credits issued by admins. */
      creditsIssued: compareCredits(of(current, 'credits_issued_cents'), of(previous, 'credits_issued_cents')),
      activeListings: Number(listings?.active_listings ?? 0),
      urgentNeeds: Number(listings?.urgent_needs ?? 0),
    },
    credit,
  };
}

/** What members owe the community now, open relief lines, and debts written off at closing per month (the credits projection's tables). */
async function creditStats(db: QueryDb): Promise<AdminStats['credit']> {
  const [debt, relief, writeOffs] = await Promise.all([
    db
      .selectFrom('member_balances')
      .select([
        sql<string>`coalesce(-sum(balance_cents) filter (where balance_cents < 0), 0)::text`.as('debt_cents'),
        sql<number>`count(*) filter (where balance_cents < 0)::int`.as('below_zero'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('relief_lines')
      .select([sql<number>`count(*)::int`.as('open'), sql<string>`coalesce(sum(amount_cents), 0)::text`.as('cents')])
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('debt_write_offs')
      .select([
        sql<string>`to_char(written_off_at at time zone 'UTC', 'YYYY-MM')`.as('month'),
        sql<string>`sum(amount_cents)::text`.as('cents'),
        sql<number>`count(*)::int`.as('accounts'),
      ])
      .groupBy(sql`1`)
      .orderBy(sql`1`, 'desc')
      .limit(12)
      .execute(),
  ]);
  return {
    totalDebt: formatCents(Number(debt.debt_cents)),
    membersBelowZero: Number(debt.below_zero),
    reliefLinesOpen: Number(relief.open),
    reliefOpenAmount: formatCents(Number(relief.cents)),
    writtenOffByMonth: writeOffs.map((row) => ({ month: row.month, amount: formatCents(Number(row.cents)), accounts: Number(row.accounts) })),
  };
}
