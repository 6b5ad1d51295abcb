import { z } from 'zod';
import { membershipTier } from '../members';
import { verificationStatuses } from '../verification';

/** The signed-in member's profile (`GET /api/auth/me`, and the sign-in answer's `user`). */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
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
  rating: z.string(),
  totalTrades: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Public settings the client needs before anyone signs in (`GET /api/config`). */
export const publicConfigSchema = z.object({ helplinePhone: z.string(), altLoginPages: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export type { MembershipTier } from '../members';
