import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { membershipTier } from './members';

/** A guest trial lasts this long from the day the invitation is redeemed (spec section 9). */
export const TRIAL_DAYS = 60;

/** Invitation codes are compared upper-case and trimmed. */
export const normalizeInvitationCode = (code: string) => code.trim().toUpperCase();

/** An admin issued a single-use invitation code (stream `invitation-<CODE>`). */
export const InvitationIssued = defineEvent(
  'InvitationIssued',
  1,
  z.object({
    code: z.string(),
    issuedBy: z.string(),
    note: z.string().nullable(),
    issuedAt: z.string(),
  }),
);

/** A member used the code; it never works again. */
export const InvitationRedeemed = defineEvent(
  'InvitationRedeemed',
  1,
  z.object({ code: z.string(), memberId: z.string().uuid(), redeemedAt: z.string() }),
);

/** A guest trial started (stream `membership-<memberId>`): tier guest_trial until trialExpiresAt. */
export const TrialGranted = defineEvent(
  'TrialGranted',
  1,
  z.object({
    memberId: z.string().uuid(),
    invitationCode: z.string(),
    /** Who issued the code: a member id, or "seed" for demo codes. */
    invitedBy: z.string(),
    trialExpiresAt: z.string(),
    grantedAt: z.string(),
  }),
);

/** A member applied for a free tier; staff review it (stream `membership-<memberId>`). */
export const MembershipApplicationSubmitted = defineEvent(
  'MembershipApplicationSubmitted',
  1,
  z.object({
    applicationId: z.string().uuid(),
    memberId: z.string().uuid(),
    tier: membershipTier,
    reason: z.string(),
    submittedAt: z.string(),
  }),
);

/** An admin approved a pending application: the member's tier becomes the applied tier. */
export const MembershipApplicationApproved = defineEvent(
  'MembershipApplicationApproved',
  1,
  z.object({
    applicationId: z.string().uuid(),
    memberId: z.string().uuid(),
    tier: membershipTier,
    /** The admin who decided. */
    by: z.string().uuid(),
    reason: z.string().nullable(),
    decidedAt: z.string(),
  }),
);

/** An admin declined a pending application; the reason is always given to the member. */
export const MembershipApplicationRejected = defineEvent(
  'MembershipApplicationRejected',
  1,
  z.object({
    applicationId: z.string().uuid(),
    memberId: z.string().uuid(),
    tier: membershipTier,
    by: z.string().uuid(),
    reason: z.string(),
    decidedAt: z.string(),
  }),
);

/** A Stripe subscription was created for the member (payment still to be confirmed by the card provider). */
export const SubscriptionStarted = defineEvent(
  'SubscriptionStarted',
  1,
  z.object({
    memberId: z.string().uuid(),
    stripeCustomerId: z.string(),
    stripeSubscriptionId: z.string(),
    startedAt: z.string(),
  }),
);

export type InvitationEvent = EventOf<typeof InvitationIssued> | EventOf<typeof InvitationRedeemed>;
export type MembershipEvent =
  | EventOf<typeof TrialGranted>
  | EventOf<typeof MembershipApplicationSubmitted>
  | EventOf<typeof MembershipApplicationApproved>
  | EventOf<typeof MembershipApplicationRejected>
  | EventOf<typeof SubscriptionStarted>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const membershipEvents = [InvitationIssued, InvitationRedeemed, TrialGranted, MembershipApplicationSubmitted, MembershipApplicationApproved, MembershipApplicationRejected, SubscriptionStarted] as const;
