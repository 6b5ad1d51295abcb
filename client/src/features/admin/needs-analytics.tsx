import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { currentLocale } from '../../i18n';
import { formatCount } from '../../lib/format';
import { adminQueries } from './queries';

const weekName = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

const channels = ['bell', 'helper', 'dailyDigest', 'weeklyDigest', 'push', 'sms'] as const;

/** Hours as a person reads them: minutes under one, hours under two days, else days. */
function useDuration() {
  const { t } = useTranslation('admin');
  return (hours: number) =>
    hours < 1
      ? t('needs.minutes', { count: Math.round(hours * 60) })
      : hours < 48
        ? t('needs.hours', { count: Math.round(hours * 10) / 10 })
        : t('needs.days', { count: Math.round((hours / 24) * 10) / 10 });
}

/** A table wider than a phone scrolls on its own, by keyboard too, and not the page. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable: a scrolling region must take focus to be scrolled by keyboard.
    <div role="region" aria-label={label} tabIndex={0} className="mt-3 max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/40">
      {children}
    </div>
  );
}

const th = 'px-2 py-2 text-left font-semibold text-muted sm:px-3';
const td = 'px-2 py-1.5 tabular-nums text-ink sm:px-3';

/** Needs posted, met, partly met and expired per week, how soon urgent needs get a proposal, and alerts sent per channel. */
export function NeedsAnalytics() {
  const { t } = useTranslation('admin');
  const needs = useQuery(adminQueries.needs());
  const alerts = useQuery(adminQueries.alertChannels());
  const duration = useDuration();
  return (
    <section aria-labelledby="needs-heading" className="mt-8" data-testid="needs-analytics">
      <h2 id="needs-heading" className="text-lg font-semibold text-ink">{t('needs.title')}</h2>
      {needs.isLoading ? (
        <Spinner label={t('needs.loading')} />
      ) : !needs.data ? (
        <p className="mt-3 text-sm text-muted">{t('needs.failed')}</p>
      ) : (
        <>
          <Card className="mt-3 p-5">
            <p className="text-sm text-muted">{t('needs.urgentMedian')}</p>
            {needs.data.urgentMedianHoursToProposal === null ? (
              <p className="mt-1 font-semibold text-ink">{t('needs.none')}</p>
            ) : (
              <>
                <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{duration(needs.data.urgentMedianHoursToProposal)}</p>
                <p className="text-sm text-muted">{t('needs.urgentWithProposal', { count: needs.data.urgentWithProposal })}</p>
              </>
            )}
          </Card>
          <ScrollTable label={t('needs.perWeek')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('needs.perWeek')}</caption>
              <thead className="border-b border-slate-200">
                <tr>
                  <th scope="col" className={th}>{t('needs.week')}</th>
                  <th scope="col" className={th}>{t('needs.posted')}</th>
                  <th scope="col" className={th}>{t('needs.met')}</th>
                  <th scope="col" className={th}>{t('needs.partlyMet')}</th>
                  <th scope="col" className={th}>{t('needs.expired')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...needs.data.weeks].reverse().map((week) => (
                  <tr key={week.week}>
                    <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-medium text-ink sm:px-3">{weekName(week.week)}</th>
                    <td className={td}>{formatCount(week.posted)}</td>
                    <td className={td}>{formatCount(week.met)}</td>
                    <td className={td}>{formatCount(week.partlyMet)}</td>
                    <td className={td}>{formatCount(week.expired)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      )}
      <h2 className="mt-8 text-lg font-semibold text-ink">{t('needs.alertsTitle')}</h2>
      {alerts.isLoading ? (
        <Spinner label={t('needs.loading')} />
      ) : !alerts.data ? (
        <p className="mt-3 text-sm text-muted">{t('needs.alertsFailed')}</p>
      ) : (
        <>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {channels.map((channel) => (
              <li key={channel}>
                <Card className="h-full p-4">
                  <p className="text-sm text-muted">{t(`needs.channels.${channel}`)}</p>
                  <p className="mt-1 text-xl font-bold tabular-nums text-ink">{formatCount(alerts.data.totals[channel])}</p>
                </Card>
              </li>
            ))}
          </ul>
          {alerts.data.weeks.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t('needs.noAlerts')}</p>
          ) : (
            <ScrollTable label={t('needs.alertsPerWeek')}>
              <table className="w-full text-sm">
                <caption className="sr-only">{t('needs.alertsPerWeek')}</caption>
                <thead className="border-b border-slate-200">
                  <tr>
                    <th scope="col" className={th}>{t('needs.week')}</th>
                    {channels.map((channel) => <th key={channel} scope="col" className={th}>{t(`needs.channels.${channel}`)}</th>)}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {[...alerts.data.weeks].reverse().slice(0, 12).map((week) => (
                    <tr key={week.week}>
                      <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-medium text-ink sm:px-3">{weekName(week.week)}</th>
                      {channels.map((channel) => <td key={channel} className={td}>{formatCount(week[channel])}</td>)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      )}
    </section>
  );
}
