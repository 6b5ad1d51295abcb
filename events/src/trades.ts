import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';
import { listingType } from './listings';
import { registerUpcaster } from './upcasters';

/** Where a trade stands; the spec shows pending → accepted → completed, the rest completes the flow. */
export const tradeStatuses = ['pending', 'accepted', 'completed', 'declined', 'cancelled'] as const;
export type TradeStatus = (typeof tradeStatuses)[number];

/** Limits of what members write on a trade. */
export const TRADE_LIMITS = { termsMax: 2000, placeMax: 200, reasonMax: 500 } as const;

/**
 * A member answered a listing's Contact. The payer is whoever receives the goods or service:
 * for an offer the initiator pays the owner, for a need the owner pays the initiator.
 */
export const TradeProposed = defineEvent(
  'TradeProposed',
  1,
  z.object({
    tradeId: z.string().uuid(),
    listingId: z.string().uuid(),
    /** The listing's title and type when the trade began; later listing edits do not rewrite the deal. */
    listingTitle: z.string(),
    listingType,
    initiatorId: z.string().uuid(),
    /** The listing's owner. */
    recipientId: z.string().uuid(),
    payerId: z.string().uuid(),
    payeeId: z.string().uuid(),
    amountCents: cents,
    terms: z.string(),
    proposedAt: z.string(),
  }),
);

/** A new amount and/or terms; the trade now waits on `awaiting` (the other party). */
export const TradeCountered = defineEvent(
  'TradeCountered',
  1,
  z.object({
    tradeId: z.string().uuid(),
    by: z.string().uuid(),
    amountCents: cents,
    terms: z.string(),
    awaiting: z.string().uuid(),
    counteredAt: z.string(),
  }),
);

/**
 * The awaited party agreed. `holdRevision` names the escrow hold placed on the payer's ledger
 * for this acceptance (the trade's revision when it was accepted; 0 credits need no hold: null).
 */
export const TradeAccepted = defineEvent(
  'TradeAccepted',
  1,
  z.object({
    tradeId: z.string().uuid(),
    by: z.string().uuid(),
    payerId: z.string().uuid(),
    amountCents: cents,
    holdRevision: z.number().int().nonnegative().nullable(),
    acceptedAt: z.string(),
  }),
);

export const TradeDeclined = defineEvent(
  'TradeDeclined',
  1,
  z.object({ tradeId: z.string().uuid(), by: z.string().uuid(), declinedAt: z.string() }),
);

/** Either party called it off before completion; an accepted trade's hold goes back to the payer. */
export const TradeCancelled = defineEvent(
  'TradeCancelled',
  1,
  z.object({
    tradeId: z.string().uuid(),
    by: z.string().uuid(),
    reason: z.string().nullable(),
    holdToRelease: z.boolean(),
    cancelledAt: z.string(),
  }),
);

export const TradeMarkedUrgent = defineEvent(
  'TradeMarkedUrgent',
  1,
  z.object({ tradeId: z.string().uuid(), by: z.string().uuid(), markedAt: z.string() }),
);

/** When and where the parties meet; a later schedule replaces an earlier one. */
export const TradeScheduled = defineEvent(
  'TradeScheduled',
  1,
  z.object({
    tradeId: z.string().uuid(),
    by: z.string().uuid(),
    at: z.string().datetime({ offset: true }),
    place: z.string(),
    scheduledAt: z.string(),
  }),
);

/**
 * The payee (the member who receives the credits) says they delivered. The held credits stay held
 * until the payer confirms receipt or `releaseDueAt` passes without a dispute (auto-release).
 */
export const TradeDelivered = defineEvent(
  'TradeDelivered',
  1,
  z.object({ tradeId: z.string().uuid(), by: z.string().uuid(), deliveredAt: z.string(), releaseDueAt: z.string() }),
);

/** Both members were told the held credits are released automatically within a day. */
export const TradeReleaseReminded = defineEvent(
  'TradeReleaseReminded',
  1,
  z.object({ tradeId: z.string().uuid(), releaseDueAt: z.string(), remindedAt: z.string() }),
);

/**
 * How a trade came to be completed: `party_marked` (before version 2 either party could complete
 * it), `payer_confirmed` (the payer confirmed receipt) or `auto_release` (the rule: the payer
 * neither confirmed nor disputed in time after delivery; then `by` is null, no person did it).
 */
export const tradeReleases = ['party_marked', 'payer_confirmed', 'auto_release'] as const;
export type TradeRelease = (typeof tradeReleases)[number];

/** The trade is done; settlement then moves the held credits to the payee. */
export const TradeCompleted = defineEvent(
  'TradeCompleted',
  2,
  z.object({
    tradeId: z.string().uuid(),
    by: z.string().uuid().nullable(),
    release: z.enum(tradeReleases),
    completedAt: z.string(),
  }),
);
// Version 1 had no `release`: either party could complete, so a stored one was marked by a party.
registerUpcaster('TradeCompleted', 1, (data) => ({ ...(data as object), release: 'party_marked' }));

/**
 * A party disputed the trade (see `disputes.ts`): while the credits are held (`held`) they are
 * frozen — no completion, cancel or automatic release — until an administrator decides.
 */
export const TradeDisputed = defineEvent(
  'TradeDisputed',
  1,
  z.object({
    tradeId: z.string().uuid(),
    disputeId: z.string().uuid(),
    by: z.string().uuid(),
    stage: z.enum(['held', 'completed']),
    disputedAt: z.string(),
  }),
);

/**
 * An administrator decided a dispute over held credits: `payeeCents` of them go to the payee,
 * the rest back to the payer. With something for the payee the trade is completed, otherwise
 * cancelled; settlement then moves the credits as decided.
 */
export const TradeDisputeDecided = defineEvent(
  'TradeDisputeDecided',
  1,
  z.object({ tradeId: z.string().uuid(), disputeId: z.string().uuid(), decidedBy: z.string().uuid(), payeeCents: cents, decidedAt: z.string() }),
);

/**
 * Written by the settlement process once the credits have moved: `paid` (payer → payee after
 * completion) or `returned` (the hold of a cancelled trade went back to the payer).
 */
export const TradeSettled = defineEvent(
  'TradeSettled',
  1,
  z.object({
    tradeId: z.string().uuid(),
    outcome: z.enum(['paid', 'returned']),
    amountCents: cents,
    settledAt: z.string(),
  }),
);

export type TradeEvent =
  | EventOf<typeof TradeProposed>
  | EventOf<typeof TradeCountered>
  | EventOf<typeof TradeAccepted>
  | EventOf<typeof TradeDeclined>
  | EventOf<typeof TradeCancelled>
  | EventOf<typeof TradeMarkedUrgent>
  | EventOf<typeof TradeScheduled>
  | EventOf<typeof TradeDelivered>
  | EventOf<typeof TradeReleaseReminded>
  | EventOf<typeof TradeCompleted>
  | EventOf<typeof TradeDisputed>
  | EventOf<typeof TradeDisputeDecided>
  | EventOf<typeof TradeSettled>;

/**
 * A member proposed a trade on a listing: appended to `listing_proposals-<listingId>-<memberId>`
 * together with the trade's TradeProposed, so that stream names the member's latest proposal on
 * the listing (whose own stream says whether it is still pending) and two proposals at once are
 * decided one after the other.
 */
export const ListingProposalOpened = defineEvent(
  'ListingProposalOpened',
  1,
  z.object({ listingId: z.string().uuid(), memberId: z.string().uuid(), tradeId: z.string().uuid(), proposedAt: z.string() }),
);

export type ListingProposalEvent = EventOf<typeof ListingProposalOpened>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const tradeEvents = [ListingProposalOpened, TradeProposed, TradeCountered, TradeAccepted, TradeDeclined, TradeCancelled, TradeMarkedUrgent, TradeScheduled, TradeDelivered, TradeReleaseReminded, TradeCompleted, TradeDisputed, TradeDisputeDecided, TradeSettled] as const;
