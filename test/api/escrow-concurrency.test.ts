import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { loadStream } from '@barteraid/command-api';
import { availableCents, ledgerDecider } from '@barteraid/command-api/credits/ledger';
import { startTestApp, type ApiClient, type TestApp, grantCredits } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;
beforeAll(async () => {
  // One buyer proposes on 50 of one seller's listings within the hour: more than members may by default.
  app = await startTestApp({ LISTING_RATE_PER_HOUR: '100', PROPOSAL_RATE_PER_HOUR: '100' });
});
afterAll(async () => {
  await app?.stop();
});

/** Balance and holds of every member, from the ledger streams themselves and from the read model. */
async function totals(memberIds: string[]) {
  let balance = 0;
  let held = 0;
  for (const memberId of memberIds) {
    const { state } = await loadStream(app.store, streams.ledger(memberId), ledgerDecider);
    expect(availableCents(state)).toBeGreaterThanOrEqual(0);
    balance += state.balanceCents;
    held += state.heldCents;
  }
  const rows = await projectorDbOf(app.database.db).selectFrom('member_balances').select(['balance_cents', 'held_cents']).where('member_id', 'in', memberIds).execute();
  const readBalance = rows.reduce((sum, row) => sum + Number(row.balance_cents), 0);
  const readHeld = rows.reduce((sum, row) => sum + Number(row.held_cents), 0);
  return { balance, held, readBalance, readHeld };
}

describe('escrow under concurrency', () => {
  it('accepts exactly as many trades as the payer can cover when 50 are accepted at once', async () => {
    const seller = app.client();
    const buyer = app.client();
    const sellerId = (await seller.signUp()).id;
    const buyerId = (await buyer.signUp()).id;
    // 50 welcome + 50 granted = 100.00 credits.
    await grantCredits(app.store, buyerId, 50_00, 'Relief grant');
    // A member may have one pending proposal per listing: 50 listings of the seller, one proposal on each.
    const tradeIds: string[] = [];
    for (let i = 0; i < 50; i++) {
      const listing = await seller.post('/api/listings', {
        title: `Bottled water case ${i + 1}`,
        description: 'Cases of bottled water at the church hall, bring a car.',
        category: 'food-water',
        type: 'offer',
        credits: '10.00',
        location: 'Baton Rouge, LA',
      });
      expect(listing.status).toBe(201);
      const res = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: `Case ${i + 1}` });
      expect(res.status).toBe(201);
      tradeIds.push(res.body.id);
    }
    const before = await totals([sellerId, buyerId]);
    expect(before).toEqual({ balance: 150_00, held: 0, readBalance: 150_00, readHeld: 0 });

    const answers = await Promise.all(
      tradeIds.map((tradeId) => (seller as ApiClient).patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })),
    );
    const accepted = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.status).toBe(409);
      // The seller accepts: the buyer's balance is the buyer's own business.
      expect(res.body.message).toBe('The other member does not have enough credits for this trade right now.');
    }

    await app.projector.caughtUp(await app.store.headPosition());
    const after = await totals([sellerId, buyerId]);
    expect(after).toEqual({ balance: 150_00, held: 100_00, readBalance: 150_00, readHeld: 100_00 });
    const credits = await buyer.get('/api/user/credits');
    expect(credits.body).toMatchObject({ balance: '100.00', available: '0.00', held: '100.00' });
    const statuses = (await buyer.get('/api/user/trades')).body.map((trade: { status: string }) => trade.status);
    expect(statuses.filter((status: string) => status === 'accepted')).toHaveLength(10);
    expect(statuses.filter((status: string) => status === 'pending')).toHaveLength(40);
  }, 120_000);
});
