import { z } from 'zod';
import { listingType } from '../listings';

/** The listing's owner as a marketplace card shows them. */
export const listingOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  verificationStatus: z.string(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  ownerId: z.string(),
  user: listingOwnerSchema,
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** `GET /api/listings`: one page of cards and the cursor of the next. */
export const listingPageSchema = z.object({ listings: z.array(listingCardSchema), nextCursor: z.string().nullable() });
export type ListingPage = z.infer<typeof listingPageSchema>;

/** `GET /api/listings/stats`. */
export const listingStatsSchema = z.object({ activeListings: z.number(), urgentNeeds: z.number(), availableOffers: z.number() });
export type ListingStats = z.infer<typeof listingStatsSchema>;

/** `GET /api/listings/:id`: the card with its owner's public summary; why it is down only for its owner and admins. */
export const listingDetailSchema = listingCardSchema.extend({
  user: listingOwnerSchema.extend({ rating: z.string(), totalTrades: z.number(), memberSince: z.string().nullable() }),
  isOwner: z.boolean(),
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
  /** Set when an admin took the listing down; the owner sees why and cannot reactivate it. */
  deactivatedByAdmin: z.boolean(),
  deactivationReason: z.string().nullable(),
});
export type UserListing = z.infer<typeof userListingSchema>;
