import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MemberListings, PublicProfile } from '@barteraid/events/contracts/members';
import type { ReceivedReferences, TradeReferences } from '@barteraid/events/contracts/references';
import { ApiError, urlFromQueryKey } from '../../lib/api';

const MEMBERS = '/api/members';
const TRADES = '/api/trades';

/** How many references or listings a profile shows at first and per "Show more". */
export const PROFILE_PAGE_SIZE = 10;

/** A GET that can be cancelled; errors as in lib/api. */
async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as T;
}

/** Pages of a profile list, following the server's cursors for "Show more". */
const pages = <T extends { nextCursor: string | null }>(key: readonly [string, string, string]) =>
  infiniteQueryOptions({
    queryKey: [...key, { limit: PROFILE_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) => fetchJson<T>(urlFromQueryKey([...key, { limit: PROFILE_PAGE_SIZE, cursor: pageParam ?? undefined }]), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.nextCursor,
  });

export const profileQueries = {
  /** Every profile, its listings and references (a new reference changes a rating). */
  all: () => [MEMBERS] as const,
  /** `GET /api/members/:username`: the public profile. */
  one: (username: string) => queryOptions<PublicProfile>({ queryKey: [MEMBERS, username] }),
  /** `GET /api/members/:username/listings`: their active listings, newest first. */
  listings: (username: string) => pages<MemberListings>([MEMBERS, username, 'listings']),
  /** `GET /api/members/:username/references`: the references they received that show, newest first. */
  references: (username: string) => pages<ReceivedReferences>([MEMBERS, username, 'references']),
  /** `GET /api/trades/:id/references`: where the signed-in member stands with references on that trade. */
  trade: (tradeId: string) => queryOptions<TradeReferences>({ queryKey: [TRADES, tradeId, 'references'] }),
};
