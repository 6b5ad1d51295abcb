import { z } from 'zod';
import { membershipTier } from '../members';
import { verificationStatuses } from '../verification';
import { memberLanguage } from '../language';
import { listingCardSchema } from './listings';
import { memberAreaSchema } from './location';

/** The signed-in member's profile (`GET /api/auth/me`, and the sign-in answer's `user`). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** False while the address given at registration waits for its mailed link (notices by mail wait too). */
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  /** The configured owner account (OWNER_EMAIL), when it is also an admin. */
  isOwner: z.boolean(),
  barterCredits: z.string(),
  availableCredits: z.string(),
  heldCredits: z.string(),
  membershipTier,
  verified: z.boolean(),
  /** `pending` also for members who never submitted. */
  verificationStatus: z.enum(verificationStatuses),
  avatar: z.string().nullable(),
  /** When a guest trial ends (null without one). */
  trialExpiresAt: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** Average stars of the references received that show ("4.50"); null without any. */
  rating: z.string().nullable(),
  /** Completed trades. */
  totalTrades: z.number(),
  /** The language the member chose to read BarterAid in; null until they choose (the browser's then). */
  language: memberLanguage.nullable(),
  /** The member's own area, exactly as they chose it (only they ever see it); null until they set one. */
  area: memberAreaSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `GET /api/members/:username`: what anyone may see of a member. Nothing private: no email, name,
 * phone, balance or tier, and `verified` only (a pending or rejected verification is the member's
 * and the admins' business); the location as city and state.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  verified: z.boolean(),
  memberSince: z.string(),
  /** "City, State", without a street or postcode; null when the member gave none. */
  location: z.string().nullable(),
  /** Average stars of the references received that show ("4.50"); null without any. */
  rating: z.string().nullable(),
  /** How many references received show (the rating's basis). */
  referenceCount: z.number(),
  /** Completed trades. */
  totalTrades: z.number(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A listing on a member's profile: the marketplace card without the owner (the profile is theirs). */
export const memberListingSchema = listingCardSchema.omit({ user: true });
export type MemberListing = z.infer<typeof memberListingSchema>;

/** `GET /api/members/:username/listings`: the member's active listings, newest first. */
export const memberListingsSchema = z.object({ listings: z.array(memberListingSchema), nextCursor: z.string().nullable() });
export type MemberListings = z.infer<typeof memberListingsSchema>;

/** Public settings the client needs before anyone signs in (`GET /api/config`). */
export const publicConfigSchema = z.object({
  helplinePhone: z.string(),
  altLoginPages: z.boolean(),
  /** Stripe's publishable key when card payments are set up on this server (secret key, price and this key); null otherwise. */
  stripePublishableKey: z.string().nullable(),
  /** The operator's raster tiles for the map (`MAP_TILES_URL`, a `{z}/{x}/{y}` template) and their credit; null: the shipped outlines only. */
  mapTilesUrl: z.string().nullable().optional(),
  mapTilesAttribution: z.string().nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export type { MembershipTier, RegistrationTier } from '../members';
