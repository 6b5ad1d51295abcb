import { z } from 'zod';
import { messageFields } from './common';
import { CITY_STATE, CITY_STATE_MESSAGE } from './place';
import { listingCategories, listingCategory, listingType, listingTypes } from '../listings';
import { listingStatus } from '../listing-status';
import { creditsField } from '../money';
import { multiLineText, singleLineText } from '../text';
import { listingsMessages } from '../messages/listings';
import { schemaMessage } from '../messages/schema-message';
import { listingPhotoSchema } from './listing-photos';

export type { ListingCategory, ListingType } from '../listings';

/** The listing's owner as a marketplace card shows them. */
export const listingOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Public: approved, or unverified (a pending or rejected verification is not shown to others). */
  verificationStatus: z.enum(['approved', 'unverified']),
  verified: z.boolean(),
});
export type ListingOwner = z.infer<typeof listingOwnerSchema>;

/** A marketplace card: the Listing entity of the product spec plus the owner's id for Contact. */
export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  type: listingType,
  /** Two-decimal string, like every credit amount the API shows. */
  credits: z.string(),
  location: z.string(),
  isUrgent: z.boolean(),
  isActive: z.boolean(),
  /** open, partly_met or met (a need); available or taken (an offer). */
  status: listingStatus,
  /** When it leaves the marketplace unless renewed; `expired` once it has. */
  expiresAt: z.string(),
  expired: z.boolean(),
  /** The listing's own ZIP code; null when it sits at its owner's public point. */
  zip: z.string().nullable(),
  /** Where the listing sits: its ZIP's centroid or its owner's public point (never the owner's own); null when neither is known. */
  place: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** Miles from the position searched near, rounded (0: under a mile; whole miles above); only when a position was given. */
  distanceMiles: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ownerId: z.string(),
  user: listingOwnerSchema,
  /** Its first photo (the card shows its thumbnail); null without photos. */
  photo: listingPhotoSchema.nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/**
 * `GET /api/listings`: one page of cards and the cursor of the next, and what was searched for:
 * `searchedFor` the words (null without a search), `correctedFrom` the search as typed when it
 * found nothing and was corrected ("watr" searched as "water"); `asTyped=true` searches it uncorrected.
 */
export const listingPageSchema = z.object({
  listings: z.array(listingCardSchema),
  nextCursor: z.string().nullable(),
  searchedFor: z.string().nullable(),
  correctedFrom: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

/** `GET /api/listings/stats`. */
export const listingStatsSchema = z.object({ activeListings: z.number(), urgentNeeds: z.number(), availableOffers: z.number() });
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** `GET /api/listings/:id`: the card with its owner's public summary; why it is down only for its owner and admins. */
export const listingDetailSchema = listingCardSchema.extend({
  user: listingOwnerSchema.extend({ rating: z.string(), totalTrades: z.number(), memberSince: z.string().nullable() }),
  isOwner: z.boolean(),
  /** Every photo, in order (at most four). */
  photos: z.array(listingPhotoSchema),
  deactivatedByAdmin: z.boolean().optional(),
  deactivationReason: z.string().nullable().optional(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** `GET /api/user/listings`: the dashboard's "your listings" entry (spec: id, title, description, isActive, creditValue). */
export const userListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  creditValue: z.string(),
  category: z.string(),
  type: z.string(),
  location: z.string(),
  isUrgent: z.boolean(),
  createdAt: z.string(),
  status: listingStatus,
  /** When it leaves the marketplace unless renewed; `expired` once it has (it waits here with Renew). */
  expiresAt: z.string(),
  expired: z.boolean(),
  /** Set when an admin took the listing down; the owner sees why and cannot reactivate it. */
  deactivatedByAdmin: z.boolean(),
  deactivationReason: z.string().nullable(),
});
export type UserListing = z.infer<typeof userListingSchema>;

// Commands: what the client sends to the command API and what it answers.

export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  locationMax: 100,
  reasonMax: 500,
} as const;

/** Each text field's refusals, from the listings catalogue (the posting form shows the same). */
const textRefusals = {
  Title: { required: 'titleRequired', short: 'titleTooShort', long: 'titleTooLong' },
  Description: { required: 'descriptionRequired', short: 'descriptionTooShort', long: 'descriptionTooLong' },
  Location: { required: 'locationRequired', short: 'locationTooShort', long: 'locationTooLong' },
} as const;

const text = (label: keyof typeof textRefusals, min: number, max: number, lines: 'single' | 'multi' = 'single') => {
  const refusal = (kind: 'required' | 'short' | 'long') => schemaMessage(listingsMessages.message(textRefusals[label][kind]));
  return (lines === 'single' ? singleLineText : multiLineText)(label, { error: refusal('required') })
    .trim()
    .min(1, refusal('required'))
    .min(min, refusal('short'))
    .max(max, refusal('long'));
};

/** "City, State" (see place.ts). */
const location = text('Location', 3, LISTING_LIMITS.locationMax).pipe(z.string().regex(CITY_STATE, CITY_STATE_MESSAGE));

/** Checked against the ZIP table by the command API, which answers an unknown one with the location catalogue's code. */
const listingZip = z.string({ error: 'A ZIP code is five digits, like 77002.' }).trim();

const category = z.enum(listingCategories, { error: `Category must be one of: ${listingCategories.join(', ')}.` });
const type = z.enum(listingTypes, { error: 'Type must be offer or need.' });
const credits = z
  .union([z.string(), z.number()], { error: schemaMessage(listingsMessages.message('creditsRequired')) })
  .pipe(creditsField('Credits', schemaMessage(listingsMessages.message('creditsFormat'))));
const isUrgent = z.boolean({ error: 'Urgent must be true or false.' });
const reason = multiLineText('Reason', { error: 'Reason must be text.' })
  .trim()
  .max(LISTING_LIMITS.reasonMax, `Reason must be at most ${LISTING_LIMITS.reasonMax} characters.`);

/** `POST /api/listings`: the posting form, in the order it is shown; every message names its field. */
export const postListingSchema = z.object({
  title: text('Title', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax),
  description: text('Description', LISTING_LIMITS.descriptionMin, LISTING_LIMITS.descriptionMax, 'multi'),
  category,
  type,
  credits,
  location,
  isUrgent: isUrgent.default(false),
  /** The listing's own ZIP code (five digits), placing it there instead of at its owner's public point. */
  zip: listingZip.optional(),
});
/** What the client sends to post a listing (credits as "10.00" or 10). */
export type PostListingBody = z.input<typeof postListingSchema>;

/** `PATCH /api/listings/:id`: a revision names only what changes; `isActive` lets the dashboard toggle use the same call. */
export const reviseListingSchema = z.object({
  title: text('Title', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax).optional(),
  description: text('Description', LISTING_LIMITS.descriptionMin, LISTING_LIMITS.descriptionMax, 'multi').optional(),
  category: category.optional(),
  type: type.optional(),
  credits: credits.optional(),
  location: location.optional(),
  isUrgent: isUrgent.optional(),
  /** Null or empty: the listing goes back to its owner's public point. */
  zip: listingZip.nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
  reason: reason.optional(),
});
export type ReviseListingBody = z.input<typeof reviseListingSchema>;

/** `POST /api/listings/:id/deactivate` (`/reactivate` takes no body). */
export const deactivateListingSchema = z.object({ reason: reason.optional() });
export type DeactivateListingBody = z.input<typeof deactivateListingSchema>;

/** The listing as the command side knows it right after a change; the full card comes from the query API. */
export const changedListingSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  description: z.string(),
  category: listingCategory,
  type: listingType,
  /** Two-decimal credit string. */
  credits: z.string(),
  location: z.string(),
  isUrgent: z.boolean(),
  /** The listing's own ZIP code; null when it sits at its owner's public point. */
  zip: z.string().nullable(),
  isActive: z.boolean(),
  deactivationReason: z.string().nullable(),
  status: listingStatus,
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type ChangedListing = z.infer<typeof changedListingSchema>;

/** The answer of every listing command (post, revise, deactivate, reactivate). */
export const listingChangeSchema = z.object({ ...messageFields, listing: changedListingSchema });
export type ListingChange = z.infer<typeof listingChangeSchema>;
