import type { ProjectedEventOf, ProjectionTransaction } from '../projection';
import { defineProjection } from '../projection';

type Counter = 'new_members' | 'trades_completed' | 'credits_exchanged_cents' | 'credits_issued_cents';
const handled = ['MemberRegistered', 'TradeCompleted', 'TradeDisputeDecided', 'EscrowPaid', 'WelcomeBonusGranted', 'CreditsGranted'] as const;
type AnalyticsEvent = ProjectedEventOf<(typeof handled)[number]>;

/** 'YYYY-MM' of an event's own time (UTC): projections never read the clock. */
const monthOf = (at: string) => new Date(at).toISOString().slice(0, 7);

/** The month and counter an event adds to, and by how much. */
function additionOf(event: AnalyticsEvent): { month: string; counter: Counter; amount: number } {
  switch (event.type) {
    case 'MemberRegistered':
      return { month: monthOf(event.data.registeredAt), counter: 'new_members', amount: 1 };
    case 'TradeCompleted':
      return { month: monthOf(event.data.completedAt), counter: 'trades_completed', amount: 1 };
    case 'TradeDisputeDecided':
      // A decision that gives the payee something completes the trade (and settlement pays it,
      // counted by its EscrowPaid); one that returns everything cancels it.
      return { month: monthOf(event.data.decidedAt), counter: 'trades_completed', amount: event.data.payeeCents > 0 ? 1 : 0 };
    case 'EscrowPaid':
      return { month: monthOf(event.data.paidAt), counter: 'credits_exchanged_cents', amount: event.data.amountCents };
    case 'WelcomeBonusGranted':
    case 'CreditsGranted':
      return { month: monthOf(event.data.grantedAt), counter: 'credits_issued_cents', amount: event.data.amountCents };
  }
}

const empty = (): Record<Counter, number> => ({ new_members: 0, trades_completed: 0, credits_exchanged_cents: 0, credits_issued_cents: 0 });

/** Adds to the months' counters, creating a month's row at its first event. */
async function add(trx: ProjectionTransaction, months: Map<string, Record<Counter, number>>) {
  await trx
    .insertInto('admin_monthly_activity')
    .values([...months].map(([month, counters]) => ({ month, ...counters })))
    .onConflict((oc) =>
      oc.column('month').doUpdateSet((eb) => ({
        new_members: eb('admin_monthly_activity.new_members', '+', eb.ref('excluded.new_members')),
        trades_completed: eb('admin_monthly_activity.trades_completed', '+', eb.ref('excluded.trades_completed')),
        credits_exchanged_cents: eb('admin_monthly_activity.credits_exchanged_cents', '+', eb.ref('excluded.credits_exchanged_cents')),
        credits_issued_cents: eb('admin_monthly_activity.credits_issued_cents', '+', eb.ref('excluded.credits_issued_cents')),
      })),
    )
    .execute();
}

/**
 * Month-by-month activity for the admin dashboard's analytics: members, completed trades, credits.
 * A batch adds up its events per month in memory and updates each month's row once: a month's
 * row is hot (every registration of the month adds to it), and updating it once per event
 * inside one transaction makes each update walk the dead versions the earlier ones left.
 */
export const adminAnalyticsProjection = defineProjection({
  name: 'admin_analytics',
  tables: ['admin_monthly_activity'],
  handles: handled,
  async apply(event, trx) {
    const { month, counter, amount } = additionOf(event);
    await add(trx, new Map([[month, { ...empty(), [counter]: amount }]]));
  },
  async applyMany(events, trx) {
    const months = new Map<string, Record<Counter, number>>();
    for (const event of events) {
      const { month, counter, amount } = additionOf(event);
      const counters = months.get(month) ?? empty();
      counters[counter] += amount;
      months.set(month, counters);
    }
    await add(trx, months);
  },
});
