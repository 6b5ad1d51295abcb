import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatementFilter, StatementPage } from '@barteraid/events/contracts/statement';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { creditQueries } from './queries';
import { StatementTable } from './statement-table';
import { StatementFilters, isStatementKind } from './statement-filters';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters live in the address (`/statement?month=2026-03&kind=spent`), so a filtered statement can be bookmarked. */
function filterOf(params: URLSearchParams): StatementFilter {
  const month = params.get('month');
  const kind = params.get('kind');
  return { month: month && MONTH.test(month) ? month : undefined, kind: isStatementKind(kind) ? kind : undefined };
}

function useStatementFilter(): [StatementFilter, (change: Partial<StatementFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const change = (next: Partial<StatementFilter>) => {
    // The filter changed, applied to the address as it is now rather than as this render read it:
    // the router draws a new address in a transition, and a second filter changed before that
    // render would otherwise put the first one back.
    const { month, kind } = { ...filterOf(new URLSearchParams(window.location.search)), ...next };
    const search = new URLSearchParams();
    if (month) search.set('month', month);
    if (kind) search.set('kind', kind);
    setParams(search, { replace: true });
  };
  return [filter, change];
}

/** Where the member stands now: available is the balance plus the credit line, less what is held for accepted trades. */
function Standing({ current }: { current: StatementPage['current'] }) {
  const { t } = useTranslation('statement');
  const figures = [
    [t('balance'), current.balance],
    [t('heldForTrades'), current.held],
    [t('creditLine'), current.creditLine],
    [t('available'), current.available],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ totals, filter }: { totals: StatementPage['totals']; filter: StatementFilter }) {
  const { t } = useTranslation('statement');
  const scope = [filter.month, filter.kind && t(`kinds.${filter.kind}`)].filter(Boolean).join(', ') || t('allEntries');
  return (
    <p className="text-sm text-muted">
      {t('totals', {
        count: totals.entries,
        entries: totals.entries === 1 ? t('entry') : t('entries'),
        scope,
        credited: totals.credited,
        debited: totals.debited,
        held: totals.held,
        released: totals.released,
      })}
    </p>
  );
}

export default function StatementPage() {
  const [filter, setFilter] = useStatementFilter();
  const { t } = useTranslation('statement');
  const statement = useInfiniteQuery({ ...creditQueries.statement(filter), staleTime: 0 });
  const pages = statement.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const first = pages[0];

  return (
    <Page
      title={t('title')}
      heading={t('heading')}
      intro={t('intro')}
      width="wide"
    >
      <div className="space-y-6">
        {first && <Standing current={first.current} />}
        <StatementFilters filter={filter} onChange={setFilter} />
        {statement.isPending ? (
          <Spinner label={t('loading')} />
        ) : statement.isError ? (
          <FormAlert message={t('loadFailed')} />
        ) : (
          <section aria-labelledby="statement-entries" className="min-w-0 space-y-3">
            <h2 id="statement-entries" className="sr-only">{t('entriesHeading')}</h2>
            {first && <Totals totals={first.totals} filter={filter} />}
            {entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">
                {filter.month || filter.kind ? t('noMatch') : t('none')}
              </p>
            ) : (
              <StatementTable entries={entries} />
            )}
            <p role="status" className="text-sm text-muted">
              {entries.length > 0 && first ? t('showing', { shown: entries.length, total: first.totals.entries }) : ''}
            </p>
            {statement.hasNextPage && (
              <Button variant="outline" onClick={() => void statement.fetchNextPage()} disabled={statement.isFetchingNextPage}>
                {statement.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            )}
          </section>
        )}
      </div>
    </Page>
  );
}
