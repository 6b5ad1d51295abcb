import { expect } from 'vitest';
import type { SignedUpMember } from './test-app';

export interface OfferOptions {
  title: string;
  description: string;
  category: string;
  credits: string;
  terms: string;
}

/** The owner's offer posted over HTTP (what the listing form sends): resolves with its id. */
export async function postedOffer(
  owner: SignedUpMember,
  offer: Partial<Omit<OfferOptions, 'terms'>> & { credits: string },
): Promise<string> {
  const listing = await owner.client.post('/api/listings', {
    title: offer.title ?? 'Water',
    description: offer.description ?? 'Two cases of bottled water',
    category: offer.category ?? 'food-water',
    type: 'offer',
    credits: offer.credits,
    location: 'Houston, TX',
  });
  expect(listing.status, JSON.stringify(listing.body)).toBe(201);
  return listing.body.listing.id as string;
}

/**
 * The owner offers something, the buyer proposes, the owner accepts, the buyer completes, and
 * settlement pays: resolves with the trade's id once the trade reads as settled.
 */
export async function settledTrade(owner: SignedUpMember, buyer: SignedUpMember, offer: OfferOptions): Promise<string> {
  const listingId = await postedOffer(owner, offer);
  const proposed = await buyer.client.post('/api/trades', { listingId, proposedTerms: offer.terms });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const tradeId = proposed.body.id as string;
  expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
  expect((await buyer.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).status).toBe(200);
  // A plain loop rather than expect.poll, which only works inside a test (this also serves beforeAll).
  const deadline = Date.now() + 10_000;
  while (!(await buyer.client.get(`/api/trades/${tradeId}`)).body.settled) {
    if (Date.now() > deadline) throw new Error(`trade ${tradeId} was not settled within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return tradeId;
}
