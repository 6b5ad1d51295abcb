import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { StatementFilter, StatementPage } from '@barteraid/events/contracts/statement';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { creditQueries } from './queries';
import { StatementTable } from './statement-table';
import { StatementFilters, isStatementKind, kindLabels } from './statement-filters';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters live in the address (`/statement?month=2026-03&kind=spent`), so a filtered statement can be bookmarked. */
function useStatementFilter(): [StatementFilter, (next: StatementFilter) => void] {
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const kind = params.get('kind');
  const filter: StatementFilter = { month: month && MONTH.test(month) ? month : undefined, kind: isStatementKind(kind) ? kind : undefined };
  const change = (next: StatementFilter) => {
    const search = new URLSearchParams();
    if (next.month) search.set('month', next.month);
    if (next.kind) search.set('kind', next.kind);
    setParams(search, { replace: true });
  };
  return [filter, change];
}

/** Where the member stands now: available is the balance less what is held for accepted trades. */
function Standing({ current }: { current: StatementPage['current'] }) {
  const figures = [
    ['Balance', current.balance],
    ['Held for trades', current.held],
    ['Available', current.available],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl border border-slate-200 bg-white p-4">
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
  const scope = [filter.month, filter.kind && kindLabels[filter.kind]].filter(Boolean).join(', ') || 'all entries';
  return (
    <p className="text-sm text-muted">
      {totals.entries} {totals.entries === 1 ? 'entry' : 'entries'} ({scope}): received {totals.credited}, paid {totals.debited}, held {totals.held}, holds returned {totals.released}.
    </p>
  );
}

export default function StatementPage() {
  const [filter, setFilter] = useStatementFilter();
  const statement = useInfiniteQuery({ ...creditQueries.statement(filter), staleTime: 0 });
  const pages = statement.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const first = pages[0];

  return (
    <Page
      title="Statement"
      heading="Your statement"
      intro="Every credit entry of your account, newest first. A hold sets credits aside for an accepted trade; the trade's payment or the hold's return then settles it."
      width="wide"
    >
      <div className="space-y-6">
        {first && <Standing current={first.current} />}
        <StatementFilters filter={filter} onChange={setFilter} />
        {statement.isPending ? (
          <Spinner label="Loading your statement…" />
        ) : statement.isError ? (
          <FormAlert message="Your statement could not be loaded right now. Please try again in a moment." />
        ) : (
          <section aria-labelledby="statement-entries" className="min-w-0 space-y-3">
            <h2 id="statement-entries" className="sr-only">Entries</h2>
            {first && <Totals totals={first.totals} filter={filter} />}
            {entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">
                {filter.month || filter.kind ? 'No entries match these filters.' : 'No entries yet.'}
              </p>
            ) : (
              <StatementTable entries={entries} />
            )}
            <p role="status" className="text-sm text-muted">
              {entries.length > 0 && first ? `Showing ${entries.length} of ${first.totals.entries} entries.` : ''}
            </p>
            {statement.hasNextPage && (
              <Button variant="outline" onClick={() => void statement.fetchNextPage()} disabled={statement.isFetchingNextPage}>
                {statement.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </section>
        )}
      </div>
    </Page>
  );
}
