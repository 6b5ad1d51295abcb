import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';
import { registerUpcaster } from './upcasters';
import type { ListingPhotosChanged } from './listing-photos';

/** The nine marketplace categories of the product spec, in display order. */
export const listingCategories = [
  'food-water',
  'shelter-housing',
  'transportation',
  'medical-health',
  'clothing',
  'tools-equipment',
  'services',
  'electronics',
  'other',
] as const;
export const listingCategory = z.enum(listingCategories);
export type ListingCategory = z.infer<typeof listingCategory>;

/** An offer gives something; a need asks for something. */
export const listingTypes = ['offer', 'need'] as const;
export const listingType = z.enum(listingTypes);
export type ListingType = z.infer<typeof listingType>;

/**
 * Everything a member can say about a listing. Posted and revised events carry the whole
 * set, so any reader (the trades feature, a projection) knows the listing's terms from the
 * latest event alone, without merging partial changes.
 */
export const listingTerms = z.object({
  title: z.string(),
  description: z.string(),
  category: listingCategory,
  type: listingType,
  creditsCents: cents,
  location: z.string(),
  isUrgent: z.boolean(),
  /**
   * The listing's own ZIP code and its centroid, when the owner gave one (a public place: the
   * listing is placed there); null places it at its owner's public point. Since version 2.
   */
  place: z.object({ zip: z.string(), lat: z.number(), lng: z.number() }).nullable(),
});
export type ListingTerms = z.infer<typeof listingTerms>;

export const ListingPosted = defineEvent(
  'ListingPosted',
  2,
  listingTerms.extend({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    postedAt: z.string(),
  }),
);

export const ListingRevised = defineEvent(
  'ListingRevised',
  2,
  listingTerms.extend({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    revisedAt: z.string(),
  }),
);

// Version 1 had no place of its own: such a listing sits at its owner's public point.
registerUpcaster('ListingPosted', 1, (data) => ({ ...(data as object), place: null }));
registerUpcaster('ListingRevised', 1, (data) => ({ ...(data as object), place: null }));

export const ListingDeactivated = defineEvent(
  'ListingDeactivated',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    deactivatedBy: z.string().uuid(),
    /** True when an admin took down someone else's listing; only an admin may then restore it. */
    byAdmin: z.boolean(),
    reason: z.string().nullable(),
    deactivatedAt: z.string(),
  }),
);

export const ListingReactivated = defineEvent(
  'ListingReactivated',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    reactivatedBy: z.string().uuid(),
    reactivatedAt: z.string(),
  }),
);

/**
 * Its owner deleted the listing: it leaves the marketplace and their dashboard for good, and its
 * photos are deleted with it (in the same append). Trades about it keep the title they copied.
 */
export const ListingDeleted = defineEvent(
  'ListingDeleted',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    deletedAt: z.string(),
  }),
);

export type ListingEvent =
  | EventOf<typeof ListingPosted>
  | EventOf<typeof ListingRevised>
  | EventOf<typeof ListingDeactivated>
  | EventOf<typeof ListingReactivated>
  | EventOf<typeof ListingPhotosChanged>
  | EventOf<typeof ListingDeleted>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const listingEvents = [ListingPosted, ListingRevised, ListingDeactivated, ListingReactivated, ListingDeleted] as const;
