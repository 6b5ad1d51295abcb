import { z } from 'zod';
import { membershipTier } from '../members';
import { verificationStatuses } from '../verification';

export const applicationStatus = z.enum(['pending', 'approved', 'rejected']);

/** An application for a free tier and, once an admin decided it, when and why. */
export const membershipApplicationSchema = z.object({
  id: z.string(),
  tier: membershipTier,
  reason: z.string(),
  status: applicationStatus,
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type MembershipApplication = z.infer<typeof membershipApplicationSchema>;

/** `GET /api/membership`: the member's tier, trial and latest application. */
export const membershipStatusSchema = z.object({
  tier: membershipTier,
  verified: z.boolean(),
  verificationStatus: z.enum(verificationStatuses),
  trialExpiresAt: z.string().nullable(),
  trialActive: z.boolean(),
  trialDaysLeft: z.number(),
  pendingApplication: membershipApplicationSchema.nullable(),
  /** The latest application in any state: the page tells the member it was approved or declined. */
  latestApplication: membershipApplicationSchema.nullable(),
  subscription: z.object({ startedAt: z.string() }).nullable(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** `GET /api/admin/membership-applications`: an application for a free tier with its member. */
export const membershipApplicationRequestSchema = membershipApplicationSchema.extend({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  currentTier: membershipTier,
  decidedBy: z.string().nullable(),
  decidedByUsername: z.string().nullable(),
});
export type MembershipApplicationRequest = z.infer<typeof membershipApplicationRequestSchema>;

/** `GET /api/admin/invitations`: the trial codes, newest first. */
export const invitationSchema = z.object({
  code: z.string(),
  note: z.string().nullable(),
  issuedAt: z.string(),
  redeemed: z.boolean(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
