import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ListingDetail, ListingPage, ListingStats, UserListing } from '@barteraid/events/contracts/listings';
import type { ListingMatches } from '@barteraid/events/contracts/needs';
import { ApiError, urlFromQueryKey } from '../../lib/api';

const LISTINGS = '/api/listings';

/** The marketplace's query params (empty ones are left out of the URL). */
export interface ListingParams {
  search?: string;
  category?: string;
  type?: string;
  urgent?: string;
  sort?: string;
  /** 'true': the search words uncorrected. */
  asTyped?: string;
  /** Near the member's own area: its point (never stored by the server) and the miles around it. */
  lat?: string;
  lng?: string;
  radiusMiles?: string;
  /** `all`: met needs and taken offers too (the default view leaves them out). */
  status?: 'all';
}

/** A GET that can be cancelled when the filters change again; errors as in lib/api. */
async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as T;
}

export const listingQueries = {
  /** Everything about listings in the marketplace: pages, stats and single listings. */
  all: () => [LISTINGS] as const,
  /** The marketplace's pages, following the server's cursors for "Load more". */
  pages: (params: ListingParams) =>
    infiniteQueryOptions({
      queryKey: [LISTINGS, params],
      queryFn: ({ pageParam, signal }) =>
        fetchJson<ListingPage>(urlFromQueryKey([LISTINGS, { ...params, cursor: pageParam ?? undefined }]), signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  stats: () => queryOptions<ListingStats>({ queryKey: [LISTINGS, 'stats'] }),
  one: (id: string) => queryOptions<ListingDetail>({ queryKey: [LISTINGS, id] }),
  /** The member's own listings, active and inactive (`GET /api/user/listings`). */
  mine: () => queryOptions<UserListing[]>({ queryKey: ['/api/user/listings'] }),
  /** What could answer a draft before it is posted: open needs for an offer, available offers for a need. */
  matches: (draft: MatchDraft) =>
    queryOptions({
      queryKey: [`${LISTINGS}/matches`, draft],
      queryFn: ({ signal }) => fetchJson<ListingMatches>(urlFromQueryKey([`${LISTINGS}/matches`, draft]), signal),
    }),
};

/** A draft as `GET /api/listings/matches` takes it (its own type; empty fields left out). */
export interface MatchDraft {
  title?: string;
  description?: string;
  category?: string;
  type: 'offer' | 'need';
}
