import { z } from 'zod';
import { messageFields } from './common';
import { messageDataSchema } from './message-data';
import { membershipTier } from '../members';
import { multiLineText, singleLineText } from '../text';
import { verificationStatuses, verificationType } from '../verification';
import { freeTier, membershipStanding } from '../membership';

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
  /** `none` while the member has never submitted a verification (the profile reads `pending` then). */
  verificationStatus: z.enum(['none', ...verificationStatuses]),
  trialExpiresAt: z.string().nullable(),
  trialActive: z.boolean(),
  trialDaysLeft: z.number(),
  pendingApplication: membershipApplicationSchema.nullable(),
  /** The latest application in any state: the page tells the member it was approved or declined. */
  latestApplication: membershipApplicationSchema.nullable(),
  subscription: z.object({ startedAt: z.string() }).nullable(),
  /** Where the tier stands: `pending_payment` until standard's first invoice is paid; `none` after a lapse or a trial's end. */
  standing: membershipStanding,
  /** Standard's paid period and whether it ends there (cancelled on /membership); null without standard. */
  standard: z.object({ currentPeriodEnd: z.string().nullable(), cancelAtPeriodEnd: z.boolean() }).nullable(),
  /** A free tier an approved verification qualifies the member for, waiting to be accepted. */
  freeTierOffer: z.object({ tier: freeTier, verificationType }).nullable(),
  /** The latest payment outcome Stripe told us about. */
  lastPayment: z.object({ outcome: z.enum(['paid', 'failed']), amount: z.string(), at: z.string() }).nullable(),
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

// Commands: what the client sends to the command API and what it answers.

/** `POST /api/membership/applications`: applying for a tier (spec section 4). */
export const applyForMembershipSchema = z.object({
  tier: membershipTier,
  reason: multiLineText('Reason').max(2000, 'Please keep your reason under 2000 characters.').nullish(),
  invitationCode: singleLineText('Invitation code').max(60).nullish(),
});
/** A guest trial sends its invitation code, the free tiers a reason, standard nothing more. */
export type MembershipApplicationBody = z.input<typeof applyForMembershipSchema>;

/** Its answer: standard goes on to payment; a guest trial starts at once; the free tiers wait for review. */
export const membershipApplicationAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('payment_required'), tier: z.literal('standard'), next: z.string(), ...messageFields }),
  z.object({ status: z.literal('trial_granted'), tier: z.literal('guest_trial'), trialExpiresAt: z.string(), ...messageFields }),
  z.object({
    status: z.literal('pending'),
    application: membershipApplicationSchema
      .pick({ id: true, tier: true, reason: true, submittedAt: true })
      .extend({ status: z.literal('pending') }),
    ...messageFields,
  }),
]);
export type MembershipApplicationAnswer = z.infer<typeof membershipApplicationAnswerSchema>;

/** What an admin decides on an application. */
export const applicationDecision = applicationStatus.exclude(['pending'], { error: 'Status must be approved or rejected.' });
export type ApplicationDecision = z.infer<typeof applicationDecision>;

/** `PATCH /api/admin/membership-applications/:id`: approve, or reject with a reason the member reads. */
export const applicationDecisionSchema = z.object({
  status: applicationDecision,
  reason: multiLineText('Reason', { error: 'Reason must be text.' })
    .trim()
    .max(2000, 'Reason must be at most 2000 characters.')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ApplicationDecisionBody = z.input<typeof applicationDecisionSchema>;

/** Its answer. */
export const applicationDecisionAnswerSchema = z.object({
  ...messageFields,
  application: z.object({
    id: z.string(),
    userId: z.string(),
    status: applicationDecision,
    reason: z.string().nullable(),
    decidedAt: z.string(),
    decidedBy: z.string(),
  }),
});
export type ApplicationDecisionAnswer = z.infer<typeof applicationDecisionAnswerSchema>;

/** `POST /api/membership/cancel`, `POST /api/membership/free-tier-offer/accept`: what changed, in the member's words. */
export const membershipChangeSchema = z.object({ ...messageFields });
export type MembershipChange = z.infer<typeof membershipChangeSchema>;

/** One step of a member's membership history (admin member page), oldest first. */
export const membershipHistoryEntrySchema = z.object({
  at: z.string(),
  eventType: z.string(),
  /** What happened, in plain words ("Standard active", "Payment failed: 10.00 USD"). */
  summary: z.string(),
  /** The same words as data, for the reader's language. */
  summaryMessage: messageDataSchema.optional(),
});
export type MembershipHistoryEntry = z.infer<typeof membershipHistoryEntrySchema>;

/** `GET /api/admin/payments`: recent invoices paid and failed, newest first. */
export const membershipPaymentSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string().nullable(),
  outcome: z.enum(['paid', 'failed']),
  /** Two decimals, in `currency`. */
  amount: z.string(),
  currency: z.string(),
  invoiceId: z.string(),
  at: z.string(),
});
export type MembershipPayment = z.infer<typeof membershipPaymentSchema>;
export const membershipPaymentsSchema = z.object({ payments: z.array(membershipPaymentSchema) });
export type MembershipPayments = z.infer<typeof membershipPaymentsSchema>;

/** `POST /api/create-subscription` (no body): the card provider's client secret for standard membership. */
export const subscriptionSetupSchema = z.object({ clientSecret: z.string(), subscriptionId: z.string() });
export type SubscriptionSetup = z.infer<typeof subscriptionSetupSchema>;
