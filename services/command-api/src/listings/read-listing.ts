import { streams, type ListingTerms } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import { loadStream } from '../command-handling';
import { listingDecider } from './listing';

/** A listing's deal-relevant facts, from its own stream (the source of truth, not a read model). */
export interface ListingFacts {
  listingId: string;
  ownerId: string;
  type: ListingTerms['type'];
  creditsCents: number;
  title: string;
  isActive: boolean;
}

/**
 * For features that act on a listing (a trade proposal from Contact): null when no such
 * listing was ever posted. Callers decide what an inactive listing means for them.
 */
export async function readListing(store: EventStore, listingId: string): Promise<ListingFacts | null> {
  const { state } = await loadStream(store, streams.listing(listingId), listingDecider);
  if (!state.posted || !state.ownerId || !state.terms) return null;
  return {
    listingId,
    ownerId: state.ownerId,
    type: state.terms.type,
    creditsCents: state.terms.creditsCents,
    title: state.terms.title,
    isActive: state.isActive,
  };
}
