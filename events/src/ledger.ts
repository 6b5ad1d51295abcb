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

export type LedgerEvent =
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
export const ledgerEvents = [WelcomeBonusGranted, CreditsGranted, CreditsDebited, CreditsHeld, HoldReleased, EscrowPaid, EscrowReceived, HoldReduced, DisputeRefundTaken, DisputeRefundGiven] as const;
