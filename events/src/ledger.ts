import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';

export const WELCOME_BONUS_CENTS = 50_00;

export const WelcomeBonusGranted = defineEvent(
  'WelcomeBonusGranted',
  1,
  z.object({ memberId: z.string().uuid(), amountCents: cents, grantedAt: z.string() }),
);

export const CreditsGranted = defineEvent(
  'CreditsGranted',
  1,
  z.object({
    memberId: z.string().uuid(),
    amountCents: cents,
    reason: z.string(),
    description: z.string(),
    grantedBy: z.string().nullable(),
    grantedAt: z.string(),
  }),
);

export const CreditsDebited = defineEvent(
  'CreditsDebited',
  1,
  z.object({
    memberId: z.string().uuid(),
    amountCents: cents,
    reason: z.string(),
    description: z.string(),
    debitedAt: z.string(),
  }),
);

/**
 * Escrow for an accepted trade: the credits stay in the payer's balance but are no longer
 * available (available = balance − holds). A hold is named by its trade and `tradeRevision`,
 * the trade's revision when it was accepted, so each acceptance attempt has its own hold.
 */
export const CreditsHeld = defineEvent(
  'CreditsHeld',
  1,
  z.object({
    memberId: z.string().uuid(),
    tradeId: z.string().uuid(),
    tradeRevision: z.number().int().nonnegative(),
    /** The listing title the trade is about, so the ledger history can name it. */
    tradeTitle: z.string(),
    amountCents: cents,
    heldAt: z.string(),
  }),
);

/** Why held credits became available again. */
/** `orphaned`: released by the reconciliation, for a hold that no acceptance of its trade refers to. */
/** `dispute_returned`: an administrator decided a dispute for the payer. */
export const holdReleaseReasons = ['trade_cancelled', 'trade_declined', 'acceptance_failed', 'superseded', 'orphaned', 'dispute_returned'] as const;

export const HoldReleased = defineEvent(
  'HoldReleased',
  1,
  z.object({
    memberId: z.string().uuid(),
    tradeId: z.string().uuid(),
    tradeRevision: z.number().int().nonnegative(),
    tradeTitle: z.string(),
    amountCents: cents,
    reason: z.enum(holdReleaseReasons),
    releasedAt: z.string(),
  }),
);

/**
 * Part of a hold became available again: an administrator split a disputed trade, so only
 * `remainingCents` stay held, to be paid to the payee.
 */
export const HoldReduced = defineEvent(
  'HoldReduced',
  1,
  z.object({
    memberId: z.string().uuid(),
    tradeId: z.string().uuid(),
    tradeRevision: z.number().int().nonnegative(),
    tradeTitle: z.string(),
    amountCents: cents,
    remainingCents: cents,
    disputeId: z.string().uuid(),
    reducedAt: z.string(),
  }),
);

/**
 * A dispute over a completed trade, payee side: the refund an administrator decided leaves the
 * payee's balance — as much as was available (`amountCents`); `shortfallCents` could not be taken.
 */
export const DisputeRefundTaken = defineEvent(
  'DisputeRefundTaken',
  1,
  z.object({
    memberId: z.string().uuid(),
    disputeId: z.string().uuid(),
    tradeId: z.string().uuid(),
    payerId: z.string().uuid(),
    requestedCents: cents,
    amountCents: cents,
    shortfallCents: cents,
    description: z.string(),
    takenAt: z.string(),
  }),
);

/** The payer side of the same refund: exactly what was taken from the payee arrives. */
export const DisputeRefundGiven = defineEvent(
  'DisputeRefundGiven',
  1,
  z.object({
    memberId: z.string().uuid(),
    disputeId: z.string().uuid(),
    tradeId: z.string().uuid(),
    payeeId: z.string().uuid(),
    amountCents: cents,
    description: z.string(),
    givenAt: z.string(),
  }),
);

/** Settlement, payer side: the held credits leave the balance (the hold is consumed). */
export const EscrowPaid = defineEvent(
  'EscrowPaid',
  1,
  z.object({
    memberId: z.string().uuid(),
    tradeId: z.string().uuid(),
    tradeRevision: z.number().int().nonnegative(),
    payeeId: z.string().uuid(),
    amountCents: cents,
    description: z.string(),
    paidAt: z.string(),
  }),
);

/** Settlement, payee side: the credits the payer's EscrowPaid gave up arrive. */
export const EscrowReceived = defineEvent(
  'EscrowReceived',
  1,
  z.object({
    memberId: z.string().uuid(),
    tradeId: z.string().uuid(),
    payerId: z.string().uuid(),
    amountCents: cents,
    description: z.string(),
    receivedAt: z.string(),
  }),
);

/**
 * A member's credit line (ARCHITECTURE.md, "Credit lines"): how far below zero their balance may go.
 * Written on the ledger stream whenever one of its parts changes, with all the parts, so the ledger
 * decider decides on its own stream's state alone. `tierLineCents` follows the member's tier and
 * standing (and the admins' defaults), `earnedCents` the distinct members who paid them, `reliefCents`
 * the relief lines open; `ceilingCents` caps a positive balance (null: none).
 */
export const creditLineReasons = ['tier', 'policy', 'earned', 'relief_granted', 'relief_ended', 'suspended', 'closed'] as const;
export type CreditLineReason = (typeof creditLineReasons)[number];

export const CreditLineChanged = defineEvent(
  'CreditLineChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    tier: z.string().nullable(),
    tierLineCents: cents,
    earnedCents: cents,
    reliefCents: cents,
    lineCents: cents,
    ceilingCents: cents.nullable(),
    /** What each distinct payer adds, and the most that all of them add. */
    earnedStepCents: cents,
    earnedCapCents: cents,
    previousLineCents: cents,
    reason: z.enum(creditLineReasons),
    /** The admin behind the change, when one was. */
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  }),
);

/** An admin opened a time-boxed relief line for a verified member; it ends by itself at `endsAt`. */
export const ReliefLineGranted = defineEvent(
  'ReliefLineGranted',
  1,
  z.object({
    memberId: z.string().uuid(),
    reliefId: z.string().uuid(),
    amountCents: cents,
    reason: z.string(),
    endsAt: z.string(),
    grantedBy: z.string(),
    grantedAt: z.string(),
  }),
);

export const reliefEndings = ['expired', 'suspended', 'closed'] as const;
export type ReliefEnding = (typeof reliefEndings)[number];

export const ReliefLineEnded = defineEvent(
  'ReliefLineEnded',
  1,
  z.object({
    memberId: z.string().uuid(),
    reliefId: z.string().uuid(),
    amountCents: cents,
    reason: z.enum(reliefEndings),
    endedAt: z.string(),
  }),
);

/** An admin let credits leave past the member's line: `amountCents` is how far past it they went. */
export const CreditLineOverridden = defineEvent(
  'CreditLineOverridden',
  1,
  z.object({
    memberId: z.string().uuid(),
    adminId: z.string(),
    reason: z.string(),
    amountCents: cents,
    overriddenAt: z.string(),
  }),
);

/**
 * A member closed their account owing credits: the debt is written off to the community account
 * (`DebtAbsorbed` on its stream, in the same append), which brings the closed balance to zero.
 */
export const DebtWrittenOff = defineEvent(
  'DebtWrittenOff',
  1,
  z.object({ memberId: z.string().uuid(), amountCents: cents, closing: z.string(), writtenOffAt: z.string() }),
);

/** The community account's side of a write-off: it carries the debt, so every balance still adds up. */
export const DebtAbsorbed = defineEvent(
  'DebtAbsorbed',
  1,
  z.object({ memberId: z.string().uuid(), amountCents: cents, closing: z.string(), absorbedAt: z.string() }),
);

export type LedgerEvent =
  | EventOf<typeof CreditLineChanged>
  | EventOf<typeof ReliefLineGranted>
  | EventOf<typeof ReliefLineEnded>
  | EventOf<typeof CreditLineOverridden>
  | EventOf<typeof DebtWrittenOff>
  | EventOf<typeof WelcomeBonusGranted>
  | EventOf<typeof CreditsGranted>
  | EventOf<typeof CreditsDebited>
  | EventOf<typeof CreditsHeld>
  | EventOf<typeof HoldReleased>
  | EventOf<typeof EscrowPaid>
  | EventOf<typeof HoldReduced>
  | EventOf<typeof DisputeRefundTaken>
  | EventOf<typeof DisputeRefundGiven>
  | EventOf<typeof EscrowReceived>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
/** The tiers' parts of a credit line the admins set from /admin (defaults in `DEFAULT_CREDIT_POLICY`). */
const perTier = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ standard: value, free_assistance: value, emergency_business: value, guest_trial: value });

export const creditPolicySchema = z.object({
  /** The base line of each tier, given to a standard member with their payment active and a verified free-tier member. */
  tierLines: perTier(cents),
  earnedStepCents: cents,
  earnedCapCents: cents,
  /** The most a positive balance of each tier may hold; null: no ceiling. */
  ceilings: perTier(cents.nullable()),
});
export type CreditPolicy = z.infer<typeof creditPolicySchema>;

export const DEFAULT_CREDIT_POLICY: CreditPolicy = {
  tierLines: { standard: 25_00, free_assistance: 50_00, emergency_business: 50_00, guest_trial: 0 },
  earnedStepCents: 5_00,
  earnedCapCents: 50_00,
  ceilings: { standard: null, free_assistance: null, emergency_business: null, guest_trial: null },
};

/** An admin changed the credit line defaults (stream `credit_policy`), saying why. */
export const CreditPolicyChanged = defineEvent(
  'CreditPolicyChanged',
  1,
  z.object({ policy: creditPolicySchema, changedBy: z.string(), reason: z.string(), changedAt: z.string() }),
);

export type CommunityLedgerEvent = EventOf<typeof DebtAbsorbed>;

export const ledgerEvents = [CreditLineChanged, ReliefLineGranted, ReliefLineEnded, CreditLineOverridden, DebtWrittenOff, WelcomeBonusGranted, CreditsGranted, CreditsDebited, CreditsHeld, HoldReleased, EscrowPaid, EscrowReceived, HoldReduced, DisputeRefundTaken, DisputeRefundGiven, DebtAbsorbed, CreditPolicyChanged] as const;
