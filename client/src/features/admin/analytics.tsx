import { useTranslation } from 'react-i18next';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { currentLocale } from '../../i18n';
import type { AdminStats, MonthComparison } from '@barteraid/events/contracts/admin';

const monthName = (key: string) =>
  new Date(`${key}-01T00:00:00Z`).toLocaleDateString(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

function Growth({ comparison, lastMonthLabel }: { comparison: MonthComparison<number | string>; lastMonthLabel: string }) {
  const { t } = useTranslation('admin');
  const { growthPercent } = comparison;
  if (growthPercent === null) return <p className="mt-1 text-sm text-muted">{t('analytics.nothingToCompare', { month: lastMonthLabel })}</p>;
  const up = growthPercent >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm font-semibold ${up ? 'text-green-800' : 'text-red-800'}`}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {t('analytics.versus', { growth: `${up ? '+' : ''}${growthPercent}`, month: lastMonthLabel })}
    </p>
  );
}

/** Real figures from the read models: this calendar month (UTC) against the last one. */
export function Analytics({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation('admin');
  const { analytics } = stats;
  const lastMonthLabel = monthName(analytics.previousMonth);
  const compared = [
    { label: t('analytics.newMembers'), comparison: analytics.newMembers },
    { label: t('analytics.tradesCompleted'), comparison: analytics.tradesCompleted },
    { label: t('analytics.creditsExchanged'), comparison: analytics.creditsExchanged },
    { label: t('analytics.creditsIssued'), comparison: analytics.creditsIssued },
  ];
  const current = [
    { label: t('analytics.activeListings'), value: analytics.activeListings, note: t('analytics.urgentNeeds', { count: analytics.urgentNeeds }) },
    { label: t('analytics.verifiedMembers'), value: stats.verifiedMembers, note: t('analytics.ofMembers', { count: stats.totalUsers }) },
    { label: t('analytics.subscriptionsStarted'), value: stats.subscriptionsStarted, note: t('analytics.payingStandard', { count: stats.standardMembers }) },
  ];
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-lg font-semibold text-ink">{t('analytics.soFar', { month: monthName(analytics.month) })}</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {compared.map((item) => (
          <li key={item.label}>
            <Card className="h-full p-5">
              <p className="text-sm text-muted">{item.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{item.comparison.thisMonth}</p>
              <p className="text-sm text-muted">{t('analytics.inMonth', { count: item.comparison.lastMonth, month: lastMonthLabel })}</p>
              <Growth comparison={item.comparison} lastMonthLabel={lastMonthLabel} />
            </Card>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold text-ink">{t('analytics.rightNow')}</h2>
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
      <CreditFigures credit={stats.credit} />
    </section>
  );
}

/** Credit lines across the community: what members owe now, open relief lines, and debts written off at closing. */
function CreditFigures({ credit }: { credit: AdminStats['credit'] }) {
  const { t } = useTranslation('admin');
  const figures = [
    { key: 'debt', label: t('analytics.totalDebt'), value: credit.totalDebt, note: t('analytics.totalDebtNote') },
    { key: 'below', label: t('analytics.membersBelowZero'), value: credit.membersBelowZero, note: null },
    { key: 'relief', label: t('analytics.reliefOpen'), value: credit.reliefLinesOpen, note: t('analytics.reliefOpenNote', { amount: credit.reliefOpenAmount }) },
  ];
  return (
    <>
      <h2 id="credit-analytics-heading" className="mt-8 text-lg font-semibold text-ink">{t('analytics.creditHeading')}</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3" aria-labelledby="credit-analytics-heading">
        {figures.map((item) => (
          <li key={item.key}>
            <Card className="h-full p-5" data-testid={`credit-figure-${item.key}`}>
              <p className="text-sm text-muted">{item.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{item.value}</p>
              {item.note && <p className="text-sm text-muted">{item.note}</p>}
            </Card>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold text-ink">{t('analytics.writtenOff')}</h3>
      {credit.writtenOffByMonth.length === 0 ? <p className="mt-2 text-sm text-muted">{t('analytics.noWriteOffs')}</p> : (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('analytics.writtenOffLabel')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('analytics.writtenOffLabel')}</caption>
            <thead className="bg-slate-50">
              <tr>
                {[t('analytics.month'), t('analytics.credits'), t('analytics.accounts')].map((cell) => (
                  <th key={cell} scope="col" className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted">{cell}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {credit.writtenOffByMonth.map((row) => (
                <tr key={row.month}>
                  <td className="px-3 py-2 text-ink">{monthName(row.month)}</td>
                  <td className="px-3 py-2 tabular-nums text-ink">{row.amount}</td>
                  <td className="px-3 py-2 tabular-nums text-ink">{row.accounts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
