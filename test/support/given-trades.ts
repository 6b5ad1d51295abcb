import { randomUUID } from 'node:crypto';
import { streams, type DomainEvent, type ListingCategory } from '@barteraid/events';
import { existingStream, given, reactedWith, type ExistingStream, type GivenTarget } from './given';

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
 * A trade on a new listing up to `stage`: proposed by the initiator, accepted by the owner (the
 * payer's credits held), then completed by the payer or cancelled by the owner.
 */
export function tradeStreams(seed: TradeSeed, stage: TradeStage): { tradeId: string; listingId: string; streams: ExistingStream[] } {
  const tradeId = randomUUID();
  const { listingId, stream: listing } = postedListing(seed);
  const at = (seed.at ?? new Date()).toISOString();
  const listingType = seed.type ?? 'offer';
  const [payerId, payeeId] = listingType === 'offer' ? [seed.initiatorId, seed.ownerId] : [seed.ownerId, seed.initiatorId];
  const trade: DomainEvent[] = [
    {
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
    },
  ];
  const written = [
    listing,
    existingStream(streams.listingProposals(listingId, seed.initiatorId), { type: 'ListingProposalOpened', data: { listingId, memberId: seed.initiatorId, tradeId, proposedAt: at } }),
  ];
  if (stage !== 'proposed') {
    // Accepted at the trade's revision 0, the hold named by it (none for 0 credits).
    const holdRevision = seed.creditsCents > 0 ? 0 : null;
    trade.push({ type: 'TradeAccepted', data: { tradeId, by: seed.ownerId, payerId, amountCents: seed.creditsCents, holdRevision, acceptedAt: at } });
    if (holdRevision !== null) {
      written.push(
        existingStream(streams.ledger(payerId), {
          type: 'CreditsHeld',
          data: { memberId: payerId, tradeId, tradeRevision: holdRevision, tradeTitle: seed.title, amountCents: seed.creditsCents, heldAt: at },
        }),
      );
    }
  }
  if (stage === 'completed') trade.push({ type: 'TradeCompleted', data: { tradeId, by: payerId, release: 'payer_confirmed', completedAt: at } });
  if (stage === 'cancelled') trade.push({ type: 'TradeCancelled', data: { tradeId, by: seed.ownerId, reason: null, holdToRelease: seed.creditsCents > 0, cancelledAt: at } });
  written.push(existingStream(streams.trade(tradeId), ...trade));
  return { tradeId, listingId, streams: written };
}

/**
 * Given a trade up to `stage`: its events appended, the read models caught up, and a completed or
 * cancelled one settled (paid or returned) by the product's settlement. Resolves with its ids.
 */
export async function givenTrade(app: GivenTarget, seed: TradeSeed, stage: TradeStage): Promise<{ tradeId: string; listingId: string }> {
  const { tradeId, listingId, streams: written } = tradeStreams(seed, stage);
  await given(app, ...written);
  const ended = stage === 'completed' || (stage === 'cancelled' && seed.creditsCents > 0);
  if (ended) await reactedWith(app, streams.trade(tradeId), 'TradeSettled');
  return { tradeId, listingId };
}
