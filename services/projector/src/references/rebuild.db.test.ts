import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiClient, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

/** The app runs on a clock the test moves, so one trade's window can close before another's. */
let app: TestApp;
let now = Date.parse('2026-12-01T09:00:00.000Z');
beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.stop();
});

/** The references read model, and the notifications one that rings "New reference". */
const OWNED = ['references', 'notifications'];

const snapshot = () => tableSnapshot(app.database.db, tablesOf(OWNED));

describe('references read model', () => {
  it('rebuilds to exactly the rows it built incrementally', async () => {
    const owner = app.client();
    const buyer = app.client();
    const ownerProfile = await owner.signUp();
    await buyer.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Spare room available',
      description: 'Dry furnished bedroom for a family, two weeks.',
      category: 'shelter-housing',
      type: 'offer',
      credits: '5.00',
      location: 'New Orleans, LA',
    });
    const listingId = listing.body.listing.id;
    const completedTrade = async (client: ApiClient = buyer) => {
      const tradeId = (await client.post('/api/trades', { listingId, proposedTerms: 'Two weeks from Monday' })).body.id as string;
      await owner.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' });
      expect((await client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).body.status).toBe('completed');
      return tradeId;
    };

    // Both wrote; only one wrote and its window closed; one wrote within the window; an open trade.
    const both = await completedTrade();
    expect((await buyer.post(`/api/trades/${both}/references`, { rating: 5, comment: 'Warm and dry, thank you.' })).status).toBe(201);
    expect((await owner.post(`/api/trades/${both}/references`, { rating: 4, comment: 'Left the room tidy.' })).status).toBe(201);
    const lone = await completedTrade();
    expect((await owner.post(`/api/trades/${lone}/references`, { rating: 3, comment: '' })).status).toBe(201);
    now += 15 * 86_400_000;
    const recent = await completedTrade();
    expect((await buyer.post(`/api/trades/${recent}/references`, { rating: 2, comment: 'Cold water only.' })).status).toBe(201);
    await buyer.post('/api/trades', { listingId, proposedTerms: 'Another week?' });

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.trade_references).toHaveLength(4);
    expect(incremental.reference_trades).toHaveLength(4);
    expect(incremental.notifications!.filter((row) => row.includes('"referenceNotices.received"'))).toHaveLength(2);
    const shown = (await app.client().get(`/api/members/${ownerProfile.username}`)).body;
    expect(shown).toMatchObject({ rating: '5.00', referenceCount: 1 });

    for (const name of [...OWNED].reverse()) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
    expect((await app.client().get(`/api/members/${ownerProfile.username}`)).body).toEqual(shown);
  });
});
