import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '../../components/ui/card';
import type { AdminStats, MonthComparison } from '@barteraid/events/contracts/admin';

const monthName = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Growth({ comparison, lastMonthLabel }: { comparison: MonthComparison<number | string>; lastMonthLabel: string }) {
  const { growthPercent } = comparison;
  if (growthPercent === null) return <p className="mt-1 text-sm text-muted">Nothing in {lastMonthLabel} to compare with</p>;
  const up = growthPercent >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm font-semibold ${up ? 'text-green-800' : 'text-red-800'}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {up ? '+' : ''}{growthPercent}% vs {lastMonthLabel}
    </p>
  );
}

/** Real figures from the read models: this calendar month (UTC) against the last one. */
export function Analytics({ stats }: { stats: AdminStats }) {
  const { analytics } = stats;
  const lastMonthLabel = monthName(analytics.previousMonth);
  const compared = [
    { label: 'New members', comparison: analytics.newMembers },
    { label: 'Trades completed', comparison: analytics.tradesCompleted },
    { label: 'Credits exchanged in trades', comparison: analytics.creditsExchanged },
    { label: 'Credits issued (welcome bonuses and grants)', comparison: analytics.creditsIssued },
  ];
  const current = [
    { label: 'Active listings', value: analytics.activeListings, note: `${analytics.urgentNeeds} urgent needs` },
    { label: 'Verified members', value: stats.verifiedMembers, note: `of ${stats.totalUsers} members` },
    { label: 'Subscriptions started', value: stats.subscriptionsStarted, note: `${stats.standardMembers} paying standard members` },
  ];
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-lg font-semibold text-ink">{monthName(analytics.month)} so far</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {compared.map((item) => (
          <li key={item.label}>
            <Card className="h-full p-5">
              <p className="text-sm text-muted">{item.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{item.comparison.thisMonth}</p>
              <p className="text-sm text-muted">{item.comparison.lastMonth} in {lastMonthLabel}</p>
              <Growth comparison={item.comparison} lastMonthLabel={lastMonthLabel} />
            </Card>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold text-ink">Right now</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {current.map((item) => (
          <li key={item.label}>
            <Card className="h-full p-5">
              <p className="text-sm text-muted">{item.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{item.value}</p>
              <p className="text-sm text-muted">{item.note}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
