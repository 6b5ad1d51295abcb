import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiClient, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const OWNED = ['trades', 'credits', 'notifications'];

const snapshot = () => tableSnapshot(app.database.db, tablesOf(OWNED));

async function settled(client: ApiClient, tradeId: string) {
  for (let i = 0; i < 200; i++) {
    if ((await client.get(`/api/trades/${tradeId}`)).body.settled) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not settled');
}

describe('trades, ledger and conversation read models', () => {
  it('rebuild to exactly the rows they built incrementally', async () => {
    const owner = app.client();
    const buyer = app.client();
    const ownerId = (await owner.signUp()).id;
    const buyerId = (await buyer.signUp()).id;
    const listing = await owner.post('/api/listings', {
      title: 'Spare room available',
      description: 'Dry furnished bedroom for a family, two weeks.',
      category: 'shelter-housing',
      type: 'offer',
      credits: '20.00',
      location: 'New Orleans, LA',
    });
    const listingId = listing.body.listing.id;
    const propose = async () => (await buyer.post('/api/trades', { listingId, proposedTerms: 'Two weeks from Monday' })).body.id as string;

    const completed = await propose();
    await buyer.post('/api/messages', { tradeId: completed, recipientId: ownerId, content: 'Is the room still free?' });
    await owner.post('/api/messages', { tradeId: completed, recipientId: buyerId, content: 'Yes, come see it.' });
    await owner.post(`/api/trades/${completed}/read`);
    await owner.post(`/api/trades/${completed}/counter`, { creditAmount: '25.00' });
    await buyer.patch(`/api/trades/${completed}/status`, { status: 'accepted' });
    await buyer.post(`/api/trades/${completed}/schedule`, { at: new Date(Date.now() + 3_600_000).toISOString(), place: 'Front porch' });
    // The owner is paid: their Mark Complete says delivered; the buyer's completes.
    await owner.patch(`/api/trades/${completed}/status`, { status: 'completed' });
    await buyer.patch(`/api/trades/${completed}/status`, { status: 'completed' });

    const cancelled = await propose();
    await owner.post(`/api/trades/${cancelled}/urgent`);
    await owner.patch(`/api/trades/${cancelled}/status`, { status: 'accepted' });
    await buyer.patch(`/api/trades/${cancelled}/status`, { status: 'cancelled' });

    // Messages on two trades in turn, a conversation read and the bell marked read between them:
    // a rebuild applies them as one batch, so the batch path must leave what one by one did.
    await buyer.post('/api/messages', { tradeId: cancelled, recipientId: ownerId, content: 'Still on for Friday?' });
    await owner.post('/api/messages', { tradeId: completed, recipientId: buyerId, content: 'Thanks again for the porch swap.' });
    await buyer.post('/api/messages', { tradeId: cancelled, recipientId: ownerId, content: 'x'.repeat(200) });
    await owner.post(`/api/trades/${cancelled}/read`);
    await buyer.post('/api/messages', { tradeId: cancelled, recipientId: ownerId, content: 'One more thing.' });
    await owner.post('/api/notifications/read', {});
    await buyer.post('/api/messages', { tradeId: completed, recipientId: ownerId, content: 'And a last word.' });
    await owner.post('/api/messages', { tradeId: completed, recipientId: buyerId, content: 'See you then.' });

    const declined = await propose();
    await owner.patch(`/api/trades/${declined}/status`, { status: 'declined' });
    await settled(buyer, completed);
    await settled(buyer, cancelled);

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.trades).toHaveLength(3);
    expect(incremental.trade_messages).toHaveLength(8);
    expect(incremental.trade_timeline!.filter((row) => row.includes(completed)).length).toBeGreaterThanOrEqual(7);
    expect(incremental.conversations).toHaveLength(6);
    // hold, spent, earned
    expect(incremental.ledger_entries!.filter((row) => row.includes(completed))).toHaveLength(3);
    expect(incremental.notifications!.some((row) => row.includes('"tradeNotices.newMessageFrom"'))).toBe(true);

    // Each on its own, in any order: none depends on another's tables.
    for (const name of [...OWNED].reverse()) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
  });
});
