import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { StatementFilter, StatementPage } from '@barteraid/events/contracts/statement';
import { ApiError, urlFromQueryKey } from '../../lib/api';

const STATEMENT = '/api/user/statement';

/** A GET that can be cancelled when the filters change again; errors as in lib/api. */
async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as T;
}

export const creditQueries = {
  /** Balance, holds, the newest entries and this month's totals (`GET /api/user/credits`). */
  mine: () => queryOptions<Credits>({ queryKey: ['/api/user/credits'] }),
  /** Every statement page, whatever the filters. */
  statements: () => [STATEMENT] as const,
  /** The statement's pages for the filters, following the server's cursors for "Load more". */
  statement: (filter: StatementFilter) =>
    infiniteQueryOptions({
      queryKey: [STATEMENT, filter],
      queryFn: ({ pageParam, signal }) => fetchJson<StatementPage>(urlFromQueryKey([STATEMENT, { ...filter, cursor: pageParam ?? undefined }]), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** The download of the whole filtered statement (the server sends it as an attachment). */
export const statementCsvUrl = (filter: StatementFilter): string => urlFromQueryKey([`${STATEMENT}.csv`, { ...filter }]);
