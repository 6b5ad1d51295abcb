import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';

/**
 * Disputes: either party of a trade may ask an administrator to decide where its credits go —
 * while they are held (accepted, delivered or not), or within 14 days after completion. An open
 * dispute freezes the held credits. One dispute per trade, in `dispute-<tradeId>`.
 */
export const DISPUTE_LIMITS = { reasonMin: 20, reasonMax: 2000, messageMax: 2000, evidenceMax: 5, afterCompletionDays: 14, noteMax: 1000 } as const;

/** How long after completion a trade may still be disputed. */
export const DISPUTE_WINDOW_MS = DISPUTE_LIMITS.afterCompletionDays * 86_400_000;

/** `held`: the credits are still held (decided by the trade's settlement); `completed`: already paid (decided by a compensating transfer). */
export const disputeStages = ['held', 'completed'] as const;
export type DisputeStage = (typeof disputeStages)[number];

/** release: everything to the payee; return: everything to the payer; split: both get a part. */
export const disputeOutcomes = ['release', 'return', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

export const DisputeOpened = defineEvent(
  'DisputeOpened',
  1,
  z.object({
    disputeId: z.string().uuid(),
    tradeId: z.string().uuid(),
    openedBy: z.string().uuid(),
    payerId: z.string().uuid(),
    payeeId: z.string().uuid(),
    listingTitle: z.string(),
    stage: z.enum(disputeStages),
    /** The credits at stake: held, or paid when the trade was completed. */
    amountCents: cents,
    reason: z.string().min(DISPUTE_LIMITS.reasonMin).max(DISPUTE_LIMITS.reasonMax),
    /** Uploaded objects of purpose `dispute-evidence`, owned by the member who opened it. */
    evidence: z.array(z.string().uuid()).max(DISPUTE_LIMITS.evidenceMax),
    openedAt: z.string(),
  }),
);

/** A message in the dispute's own thread, by a party or an administrator. */
export const DisputeMessagePosted = defineEvent(
  'DisputeMessagePosted',
  1,
  z.object({
    disputeId: z.string().uuid(),
    tradeId: z.string().uuid(),
    messageId: z.string().uuid(),
    by: z.string().uuid(),
    byAdmin: z.boolean(),
    body: z.string().min(1).max(DISPUTE_LIMITS.messageMax),
    postedAt: z.string(),
  }),
);

/**
 * An administrator decided: `payeeCents` to the payee and `payerCents` to the payer, adding up to
 * the amount at stake. For a held dispute the trade's settlement moves them; for a completed one
 * a refund of `payerCents` moves from the payee to the payer (as far as the payee's available
 * balance allows; the ledger events record any shortfall).
 */
export const DisputeDecided = defineEvent(
  'DisputeDecided',
  1,
  z.object({
    disputeId: z.string().uuid(),
    tradeId: z.string().uuid(),
    decidedBy: z.string().uuid(),
    outcome: z.enum(disputeOutcomes),
    payeeCents: cents,
    payerCents: cents,
    note: z.string().max(DISPUTE_LIMITS.noteMax),
    decidedAt: z.string(),
  }),
);

export type DisputeEvent = EventOf<typeof DisputeOpened> | EventOf<typeof DisputeMessagePosted> | EventOf<typeof DisputeDecided>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const disputeEvents = [DisputeOpened, DisputeMessagePosted, DisputeDecided] as const;
