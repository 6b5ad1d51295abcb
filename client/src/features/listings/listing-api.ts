import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, urlFromQueryKey } from '../../lib/api';
import type { ListingChangeResponse, ListingDetail, ListingDraft, ListingPage, ListingStats } from './types';
import type { MarketplaceFilters } from './use-marketplace-filters';

const LISTINGS = '/api/listings';

/** The marketplace's pages, following the server's cursors for "Load more". */
export function useListings(filters: MarketplaceFilters) {
  const params = {
    search: filters.search || undefined,
    category: filters.category || undefined,
    type: filters.type || undefined,
    urgent: filters.urgent ? 'true' : undefined,
    sort: filters.sort || undefined,
  };
  return useInfiniteQuery({
    queryKey: [LISTINGS, params],
    queryFn: ({ pageParam, signal }) =>
      fetchJson<ListingPage>(urlFromQueryKey([LISTINGS, { ...params, cursor: pageParam ?? undefined }]), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Filters change often; a fresh look each time beats a stale marketplace.
    staleTime: 0,
  });
}

/** A GET that can be cancelled when the filters change again; errors as in lib/api. */
async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as T;
}

export const useListingStats = () => useQuery<ListingStats>({ queryKey: [LISTINGS, 'stats'], staleTime: 0 });

export const useListing = (id: string) => useQuery<ListingDetail>({ queryKey: [LISTINGS, id], staleTime: 0 });

/** The form's text as the API takes it. */
const payload = (draft: ListingDraft) => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  category: draft.category,
  type: draft.type,
  credits: draft.credits.trim(),
  location: draft.location.trim(),
  isUrgent: draft.isUrgent,
});

/** Any change to a listing can change the marketplace, its stats and the member's dashboard. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LISTINGS] }),
      queryClient.invalidateQueries({ queryKey: ['/api/user/listings'] }),
    ]);
}

export function usePostListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (draft: ListingDraft) => apiJson<ListingChangeResponse>('POST', LISTINGS, payload(draft)),
    onSuccess: invalidate,
  });
}

export function useReviseListing(id: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (draft: ListingDraft) => apiJson<ListingChangeResponse>('PATCH', `${LISTINGS}/${id}`, payload(draft)),
    onSuccess: invalidate,
  });
}

/** Deactivate or reactivate (the owner's choice; the dashboard toggle uses it too). */
export function useSetListingActive() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiJson<ListingChangeResponse>('POST', `${LISTINGS}/${id}/${active ? 'reactivate' : 'deactivate'}`, {}),
    onSuccess: invalidate,
  });
}
