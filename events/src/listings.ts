import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';

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
});
export type ListingTerms = z.infer<typeof listingTerms>;

export const ListingPosted = defineEvent(
  'ListingPosted',
  1,
  listingTerms.extend({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    postedAt: z.string(),
  }),
);

export const ListingRevised = defineEvent(
  'ListingRevised',
  1,
  listingTerms.extend({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    revisedAt: z.string(),
  }),
);

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

export type ListingEvent =
  | EventOf<typeof ListingPosted>
  | EventOf<typeof ListingRevised>
  | EventOf<typeof ListingDeactivated>
  | EventOf<typeof ListingReactivated>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const listingEvents = [ListingPosted, ListingRevised, ListingDeactivated, ListingReactivated] as const;
