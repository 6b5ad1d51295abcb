import { defineProjection, type ProjectionTransaction } from '../projection';

type Counter = 'new_members' | 'trades_completed' | 'credits_exchanged_cents' | 'credits_issued_cents';

/** 'YYYY-MM' of an event's own time (UTC): projections never read the clock. */
const monthOf = (at: string) => new Date(at).toISOString().slice(0, 7);

async function add(trx: ProjectionTransaction, at: string, counter: Counter, amount: number) {
  const empty = { new_members: 0, trades_completed: 0, credits_exchanged_cents: 0, credits_issued_cents: 0 };
  await trx
    .insertInto('admin_monthly_activity')
    .values({ month: monthOf(at), ...empty, [counter]: amount })
    .onConflict((oc) => oc.column('month').doUpdateSet((eb) => ({ [counter]: eb(`admin_monthly_activity.${counter}`, '+', amount) })))
    .execute();
}

/** Month-by-month activity for the admin dashboard's analytics: members, completed trades, credits. */
export const adminAnalyticsProjection = defineProjection({
  name: 'admin_analytics',
  tables: ['admin_monthly_activity'],
  handles: ['MemberRegistered', 'TradeCompleted', 'EscrowPaid', 'WelcomeBonusGranted', 'CreditsGranted'],
  async apply(event, trx) {
    switch (event.type) {
      case 'MemberRegistered':
        return add(trx, event.data.registeredAt, 'new_members', 1);
      case 'TradeCompleted':
        return add(trx, event.data.completedAt, 'trades_completed', 1);
      case 'EscrowPaid':
        return add(trx, event.data.paidAt, 'credits_exchanged_cents', event.data.amountCents);
      case 'WelcomeBonusGranted':
      case 'CreditsGranted':
        return add(trx, event.data.grantedAt, 'credits_issued_cents', event.data.amountCents);
      default:
        return;
    }
  },
});
