import { randomUUID } from 'node:crypto';
import { streams, type DomainEvent, type ListingCategory } from '@barteraid/events';
import { by, existingStream, given, reactedWith, type ExistingStream, type GivenTarget } from './given';

/**
 * Listings and trades as their streams hold them once members have posted, proposed, accepted and
 * completed over the API — the same events the commands write (see
 * services/command-api/src/trades/trade-commands.ts) — for API tests whose subject comes after.
 */
export interface ListingSeed {
  ownerId: string;
  title: string;
  /** Whole cents. */
  creditsCents: number;
  description?: string;
  category?: ListingCategory;
  type?: 'offer' | 'need';
  location?: string;
  /** When it happened: the app's clock when a test moves it; now by default. */
  at?: Date;
}

/** A listing posted by its owner. */
export function postedListing(seed: ListingSeed, listingId: string = randomUUID()): { listingId: string; stream: ExistingStream } {
  const event: DomainEvent = {
    type: 'ListingPosted',
    data: {
      listingId,
      ownerId: seed.ownerId,
      title: seed.title,
      description: seed.description ?? 'Lent or given for a few days after the storm.',
      category: seed.category ?? 'tools-equipment',
      type: seed.type ?? 'offer',
      creditsCents: seed.creditsCents,
      location: seed.location ?? 'Houston, TX',
      place: null,
      isUrgent: false,
      postedAt: (seed.at ?? new Date()).toISOString(),
    },
  };
  return { listingId, stream: existingStream(streams.listing(listingId), event) };
}

/** How far the trade went: `completed` and `cancelled` are then settled by the product's own settlement. */
export type TradeStage = 'proposed' | 'accepted' | 'completed' | 'cancelled';

export interface TradeSeed extends ListingSeed {
  /** Who answered the listing: for an offer the payer, for a need the payee. */
  initiatorId: string;
  terms?: string;
}

/**
 * A trade on a new listing up to `stage`, as the members' commands write it, step by step (each
 * step one atomic append, its events naming the member who did it): the owner posts, the initiator
 * proposes, the owner accepts (the payer's credits held in the same append), then the payer
 * completes or the owner cancels.
 */
export function tradeSteps(seed: TradeSeed, stage: TradeStage): { tradeId: string; listingId: string; steps: ExistingStream[][] } {
  const tradeId = randomUUID();
  const { listingId, stream: listing } = postedListing(seed);
  const at = (seed.at ?? new Date()).toISOString();
  const listingType = seed.type ?? 'offer';
  const [payerId, payeeId] = listingType === 'offer' ? [seed.initiatorId, seed.ownerId] : [seed.ownerId, seed.initiatorId];
  const trade = streams.trade(tradeId);
  const steps: ExistingStream[][] = [
    [by(seed.ownerId, listing)],
    [
      by(seed.initiatorId, existingStream(streams.listingProposals(listingId, seed.initiatorId), { type: 'ListingProposalOpened', data: { listingId, memberId: seed.initiatorId, tradeId, proposedAt: at } })),
      by(
        seed.initiatorId,
        existingStream(trade, {
          type: 'TradeProposed',
          data: {
            tradeId,
            listingId,
            listingTitle: seed.title,
            listingType,
            initiatorId: seed.initiatorId,
            recipientId: seed.ownerId,
            payerId,
            payeeId,
            amountCents: seed.creditsCents,
            terms: seed.terms ?? 'Saturday morning',
            proposedAt: at,
          },
        }),
      ),
    ],
  ];
  if (stage !== 'proposed') {
    // Accepted at the trade's revision 0, the hold named by it (none for 0 credits).
    const holdRevision = seed.creditsCents > 0 ? 0 : null;
    const accepted = [by(seed.ownerId, existingStream(trade, { type: 'TradeAccepted', data: { tradeId, by: seed.ownerId, payerId, amountCents: seed.creditsCents, holdRevision, acceptedAt: at } }))];
    if (holdRevision !== null) {
      const held: DomainEvent = { type: 'CreditsHeld', data: { memberId: payerId, tradeId, tradeRevision: holdRevision, tradeTitle: seed.title, amountCents: seed.creditsCents, heldAt: at } };
      accepted.unshift(by(seed.ownerId, existingStream(streams.ledger(payerId), held)));
    }
    steps.push(accepted);
  }
  if (stage === 'completed') steps.push([by(payerId, existingStream(trade, { type: 'TradeCompleted', data: { tradeId, by: payerId, release: 'payer_confirmed', completedAt: at } }))]);
  if (stage === 'cancelled') {
    steps.push([by(seed.ownerId, existingStream(trade, { type: 'TradeCancelled', data: { tradeId, by: seed.ownerId, reason: null, holdToRelease: seed.creditsCents > 0, cancelledAt: at } }))]);
  }
  return { tradeId, listingId, steps };
}

/**
 * Given a trade up to `stage`: its events appended, the read models caught up, and a completed or
 * cancelled one settled (paid or returned) by the product's settlement. Resolves with its ids.
 */
export async function givenTrade(app: GivenTarget, seed: TradeSeed, stage: TradeStage): Promise<{ tradeId: string; listingId: string }> {
  const { tradeId, listingId, steps } = tradeSteps(seed, stage);
  for (const step of steps) await given(app, ...step);
  const ended = stage === 'completed' || (stage === 'cancelled' && seed.creditsCents > 0);
  if (ended) await reactedWith(app, streams.trade(tradeId), 'TradeSettled');
  return { tradeId, listingId };
}
