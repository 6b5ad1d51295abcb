import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';
import { registerUpcaster } from './upcasters';
import type { ListingPhotosChanged } from './listing-photos';
import { listingStatus } from './listing-status';

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
 * The owner says where the listing stands (a need met in part or in full, an offer taken), from
 * the listing page, the dashboard or a completed trade (`tradeId`). `type` is the listing's then,
 * so a reader counting met needs needs no other event.
 */
export const ListingStatusChanged = defineEvent(
  'ListingStatusChanged',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    type: listingType,
    status: listingStatus,
    previousStatus: listingStatus,
    tradeId: z.string().uuid().nullable(),
    changedAt: z.string(),
  }),
);

/** The owner was asked "Still needed?" a day before the listing expires (once per expiry time). */
export const ListingExpiryReminded = defineEvent(
  'ListingExpiryReminded',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    title: z.string(),
    type: listingType,
    expiresAt: z.string(),
    remindedAt: z.string(),
  }),
);

/** Nobody renewed it in time: it leaves the marketplace and waits on its owner's dashboard. */
export const ListingExpired = defineEvent(
  'ListingExpired',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    title: z.string(),
    type: listingType,
    isUrgent: z.boolean(),
    expiredAt: z.string(),
  }),
);

/** Still needed: the listing's time starts again (and an expired one is back on the marketplace). */
export const ListingRenewed = defineEvent(
  'ListingRenewed',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    renewedBy: z.string().uuid(),
    /** How the owner said so: on the site, or by a reply to the reminder's text message. */
    channel: z.enum(['web', 'sms']),
    renewedAt: z.string(),
    expiresAt: z.string(),
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
  | EventOf<typeof ListingStatusChanged>
  | EventOf<typeof ListingExpiryReminded>
  | EventOf<typeof ListingExpired>
  | EventOf<typeof ListingRenewed>
  | EventOf<typeof ListingPhotosChanged>
  | EventOf<typeof ListingDeleted>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const listingEvents = [
  ListingPosted,
  ListingRevised,
  ListingDeactivated,
  ListingReactivated,
  ListingStatusChanged,
  ListingExpiryReminded,
  ListingExpired,
  ListingRenewed,
  ListingDeleted,
] as const;
