import type { MemberArea } from '@barteraid/events/contracts/location';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { newPendingWrite, sendOrKeep } from '../../lib/outbox';
import { useSession } from '../../lib/session';
import type { DeactivateListingBody, ListingCategory, ListingChange, PostListingBody, ReviseListingBody } from '@barteraid/events/contracts/listings';
import type { SetListingStatusBody } from '@barteraid/events/contracts/needs';
import type { ListingStatus } from '@barteraid/events/listing-status';
import type { ListingPhotoInput } from '@barteraid/events/contracts/listing-photos';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import type { ListingDraft } from './types';
import type { MarketplaceFilters } from './use-marketplace-filters';
import { listingQueries, type ListingParams } from './queries';

const LISTINGS = '/api/listings';

/** The marketplace's pages, following the server's cursors for "Load more". */
export function useListings(filters: MarketplaceFilters, area: MemberArea | null) {
  // Filters change often; a fresh look each time beats a stale marketplace.
  return useInfiniteQuery({ ...listingQueries.pages(listingParams(filters, area)), staleTime: 0, enabled: !filters.map });
}

/** What the marketplace asks the server for: its pages and its map the same. */
export function listingParams(filters: MarketplaceFilters, area: MemberArea | null): ListingParams {
  // "Near me" searches around the member's own area, nearest first unless they chose another order.
  const near = filters.near && area ? area : null;
  return {
    search: filters.search || undefined,
    category: filters.category || undefined,
    type: filters.type || undefined,
    urgent: filters.urgent ? 'true' : undefined,
    sort: (near ? filters.sort || 'distance' : filters.sort === 'distance' ? undefined : filters.sort) || undefined,
    asTyped: filters.asTyped ? 'true' : undefined,
    status: filters.closed ? 'all' : undefined,
    ...(near ? { lat: String(near.lat), lng: String(near.lng), radiusMiles: String(filters.radius) } : {}),
  };
}

export const useListingStats = () => useQuery({ ...listingQueries.stats(), staleTime: 0 });

export const useListing = (id: string) => useQuery({ ...listingQueries.one(id), staleTime: 0 });

/** The form's text as the API takes it (the form sends it only once `validateDraft` found a category). */
const payload = (draft: ListingDraft): PostListingBody & { photos: ListingPhotoInput[] } => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  category: draft.category as ListingCategory,
  type: draft.type,
  credits: draft.credits.trim(),
  location: draft.location.trim(),
  isUrgent: draft.isUrgent,
  // The whole list, in order; an empty description lets the title describe the photo.
  photos: draft.photos.flatMap((photo) => (photo.id ? [{ id: photo.id, alt: photo.alt.trim() || null }] : [])),
});

/** Any change to a listing can change the marketplace, its stats and the member's dashboard. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listingQueries.all() }),
      queryClient.invalidateQueries({ queryKey: listingQueries.mine().queryKey }),
    ]);
}

/** Posts now, or without a connection keeps it on the device to post later (it resolves null then). */
export function usePostListing() {
  const invalidate = useInvalidateListings();
  const { user } = useSession();
  // Runs offline too (every mutation does, lib/query-client.ts): keeping the listing is its work then.
  return useMutation({
    mutationFn: (draft: ListingDraft) => sendOrKeep<ListingChange>(newPendingWrite('listing', user?.id ?? '', payload(draft))),
    onSuccess: invalidate,
  });
}

export function useReviseListing(id: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (draft: ListingDraft) => apiJson<ListingChange>('PATCH', `${LISTINGS}/${id}`, payload(draft) satisfies ReviseListingBody),
    onSuccess: invalidate,
  });
}

/** Deletes the listing for good, with its photos (its owner's choice). */
export function useDeleteListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (id: string) => apiJson<MessageResponse>('DELETE', `${LISTINGS}/${id}`),
    onSuccess: invalidate,
  });
}

/** Deactivate or reactivate (the owner's choice; the dashboard toggle uses it too). */
export function useSetListingActive() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiJson<ListingChange>('POST', `${LISTINGS}/${id}/${active ? 'reactivate' : 'deactivate'}`, {} satisfies DeactivateListingBody),
    onSuccess: invalidate,
  });
}

/** The owner says where the listing stands; with `tradeId` when answering "Did this meet your need?" after that trade. */
export function useSetListingStatus() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, status, tradeId }: { id: string; status: ListingStatus; tradeId?: string }) =>
      apiJson<ListingChange>('POST', `${LISTINGS}/${id}/status`, { status, tradeId: tradeId ?? null } satisfies SetListingStatusBody),
    onSuccess: invalidate,
  });
}

/** Puts an expired (or soon expiring) listing back for another full time. */
export function useRenewListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (id: string) => apiJson<ListingChange>('POST', `${LISTINGS}/${id}/renew`),
    onSuccess: invalidate,
  });
}
