import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { membershipTier } from './members';
import { verificationType, type VerificationType } from './verification';

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

/**
 * The tier lifecycle (see ARCHITECTURE.md, "Memberships"): where a member stands with their tier.
 * `none` is "no active membership": the account, listings and credits stay, only the tier's benefits stop.
 */
export const membershipStandings = ['active', 'pending_payment', 'past_due', 'none'] as const;
export const membershipStanding = z.enum(membershipStandings);
export type MembershipStanding = z.infer<typeof membershipStanding>;

/** The free tiers a verification can grant; which one follows from the verification's type (`freeTierFor`). */
export const freeTiers = ['free_assistance', 'emergency_business'] as const;
export const freeTier = z.enum(freeTiers);
export type FreeTier = z.infer<typeof freeTier>;

/** What an approved verification qualifies for: EBT and government assistance → free_assistance; churches and businesses → emergency_business. */
export const freeTierFor = (verificationType: VerificationType): FreeTier =>
  verificationType === 'ebt' || verificationType === 'government' ? 'free_assistance' : 'emergency_business';

/** The member chose standard (at registration or on /membership): they want it, and it starts with the first paid invoice. */
export const StandardMembershipRequested = defineEvent(
  'StandardMembershipRequested',
  1,
  z.object({ memberId: z.string().uuid(), via: z.enum(['registration', 'membership_page']), requestedAt: z.string() }),
);

/** What Stripe says of one invoice of the member's subscription, paid or not. */
const invoiceFacts = z.object({
  memberId: z.string().uuid(),
  stripeEventId: z.string(),
  invoiceId: z.string(),
  subscriptionId: z.string(),
  /** Integer cents in `currency` (Stripe's smallest unit). */
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
});

/** Stripe says an invoice of the member's subscription was paid (the Stripe event id makes a repeat a no-op). */
export const MembershipPaymentReceived = defineEvent(
  'MembershipPaymentReceived',
  1,
  invoiceFacts.extend({ periodEnd: z.string().nullable(), paidAt: z.string() }),
);

/** Stripe could not collect an invoice of the member's subscription. */
export const MembershipPaymentFailed = defineEvent('MembershipPaymentFailed', 1, invoiceFacts.extend({ failedAt: z.string() }));

/** Standard membership is active: its first invoice was paid (or Stripe reports the subscription active again). */
export const StandardMembershipActivated = defineEvent(
  'StandardMembershipActivated',
  1,
  z.object({
    memberId: z.string().uuid(),
    subscriptionId: z.string(),
    stripeEventId: z.string(),
    currentPeriodEnd: z.string().nullable(),
    activatedAt: z.string(),
  }),
);

/** A renewal was not paid: still standard while Stripe retries, until it gives up (then `MembershipLapsed`). */
export const StandardMembershipPastDue = defineEvent(
  'StandardMembershipPastDue',
  1,
  z.object({ memberId: z.string().uuid(), subscriptionId: z.string(), stripeEventId: z.string(), pastDueAt: z.string() }),
);

/** The member cancelled on /membership: standard stays until the paid period ends, then Stripe ends the subscription. */
export const StandardMembershipCancellationRequested = defineEvent(
  'StandardMembershipCancellationRequested',
  1,
  z.object({
    memberId: z.string().uuid(),
    subscriptionId: z.string(),
    by: z.string().uuid(),
    /** The end of the paid period, when known. */
    endsAt: z.string().nullable(),
    requestedAt: z.string(),
  }),
);

/** Standard ended (cancelled, or unpaid after Stripe's retries): no active membership; account, listings and credits stay. */
export const MembershipLapsed = defineEvent(
  'MembershipLapsed',
  1,
  z.object({
    memberId: z.string().uuid(),
    tier: z.literal('standard'),
    reason: z.enum(['cancelled', 'unpaid']),
    subscriptionId: z.string(),
    stripeEventId: z.string(),
    lapsedAt: z.string(),
  }),
);

/** The trial rule told the member their guest trial ends in `daysBefore` days (bell and mail), once per mark. */
export const TrialReminderSent = defineEvent(
  'TrialReminderSent',
  1,
  z.object({ memberId: z.string().uuid(), daysBefore: z.number().int().positive(), trialExpiresAt: z.string(), remindedAt: z.string() }),
);

/** The trial rule ended a guest trial at its expiry: no active membership until the member chooses one. */
export const TrialEnded = defineEvent(
  'TrialEnded',
  1,
  z.object({ memberId: z.string().uuid(), invitedBy: z.string(), trialExpiresAt: z.string(), endedAt: z.string() }),
);

/** An approved verification granted the free tier it qualifies for (the member had asked for that tier, or accepted the offer). */
export const FreeTierGranted = defineEvent(
  'FreeTierGranted',
  1,
  z.object({
    memberId: z.string().uuid(),
    tier: freeTier,
    verificationType,
    submissionId: z.string().uuid(),
    basis: z.enum(['applied', 'registered', 'offer_accepted']),
    /** The admin whose approval granted it; null when the member accepted the offer. */
    by: z.string().uuid().nullable(),
    grantedAt: z.string(),
  }),
);

/** An approved verification qualifies the member for a free tier they did not ask for: /membership offers it. */
export const FreeTierOffered = defineEvent(
  'FreeTierOffered',
  1,
  z.object({
    memberId: z.string().uuid(),
    tier: freeTier,
    verificationType,
    submissionId: z.string().uuid(),
    offeredAt: z.string(),
  }),
);

export type InvitationEvent = EventOf<typeof InvitationIssued> | EventOf<typeof InvitationRedeemed>;
export type MembershipEvent =
  | EventOf<typeof TrialGranted>
  | EventOf<typeof MembershipApplicationSubmitted>
  | EventOf<typeof MembershipApplicationApproved>
  | EventOf<typeof MembershipApplicationRejected>
  | EventOf<typeof SubscriptionStarted>
  | EventOf<typeof StandardMembershipRequested>
  | EventOf<typeof MembershipPaymentReceived>
  | EventOf<typeof MembershipPaymentFailed>
  | EventOf<typeof StandardMembershipActivated>
  | EventOf<typeof StandardMembershipPastDue>
  | EventOf<typeof StandardMembershipCancellationRequested>
  | EventOf<typeof MembershipLapsed>
  | EventOf<typeof TrialReminderSent>
  | EventOf<typeof TrialEnded>
  | EventOf<typeof FreeTierGranted>
  | EventOf<typeof FreeTierOffered>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const membershipEvents = [InvitationIssued, InvitationRedeemed, TrialGranted, MembershipApplicationSubmitted, MembershipApplicationApproved, MembershipApplicationRejected, SubscriptionStarted,
  StandardMembershipRequested, MembershipPaymentReceived, MembershipPaymentFailed, StandardMembershipActivated, StandardMembershipPastDue,
  StandardMembershipCancellationRequested, MembershipLapsed, TrialReminderSent, TrialEnded, FreeTierGranted, FreeTierOffered] as const;
