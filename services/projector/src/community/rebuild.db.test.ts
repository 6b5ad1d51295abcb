import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_FOR_MS, communityCounts } from '@barteraid/query-api/community/routes';
import { referenceShows } from '@barteraid/query-api/references/visibility';
import { queryDbOf } from '@barteraid/query-api';
import { startTestApp, type ApiClient, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

const DAY = 86_400_000;
/** The app runs on a clock the test moves, so trades complete and references show days apart. */
let app: TestApp;
const start = Date.parse('2026-12-01T09:00:00.000Z');
let now = start;
beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.stop();
});

/**
 * The figures as they were counted before the community read model kept them: every completed
 * trade's parties and every reference that shows, from the trades and references read models.
 */
async function countedFromScratch(at: Date) {
  const db = queryDbOf(app.database.db);
  const since = new Date(at.getTime() - ACTIVE_FOR_MS);
  const traders = await sql<{ count: number }>`
    select count(*)::int as count from (
      select trades.initiator_id as member_id from trades join trade_timeline step on step.trade_id = trades.id
        where (step.step = 'completed' or (step.step = 'dispute_decided' and step.amount_cents > 0)) and step.at >= ${since}
      union
      select trades.recipient_id from trades join trade_timeline step on step.trade_id = trades.id
        where (step.step = 'completed' or (step.step = 'dispute_decided' and step.amount_cents > 0)) and step.at >= ${since}
    ) active`.execute(db);
  const references = await db
    .selectFrom('trade_references as reference')
    .select([sql<number>`count(*)::int`.as('shown'), sql<number>`count(*) filter (where reference.rating >= 4)::int`.as('positive')])
    .where(referenceShows('reference', at))
    .executeTakeFirstOrThrow();
  // Met needs as the marketplace's read model shows them.
  const met = await db.selectFrom('listings').select(sql<number>`count(*)::int`.as('count')).where('type', '=', 'need').where('status', '=', 'met').executeTakeFirstOrThrow();
  return { activeTraders: traders.rows[0]!.count, shownReferences: references.shown, positiveReferences: references.positive, metNeeds: met.count };
}

describe('community read model', () => {
  it('counts what counting every trade and reference would, at any time read, and rebuilds to the same rows', async () => {
    const owner = app.client();
    const buyer = app.client();
    const third = app.client();
    await owner.signUp();
    await buyer.signUp();
    await third.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Spare room available',
      description: 'Dry furnished bedroom for a family, two weeks.',
      category: 'shelter-housing',
      type: 'offer',
      credits: '1.00',
      location: 'New Orleans, LA',
    });
    const listingId = listing.body.listing.id;
    const completedTrade = async (client: ApiClient) => {
      const tradeId = (await client.post('/api/trades', { listingId, proposedTerms: 'Two weeks from Monday' })).body.id as string;
      expect((await owner.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
      expect((await client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).body.status).toBe('completed');
      return tradeId;
    };
    const reference = async (client: ApiClient, tradeId: string, rating: number) =>
      expect((await client.post(`/api/trades/${tradeId}/references`, { rating, comment: '' })).status).toBe(201);

    // Both wrote at once; only one wrote (shows when the window closes).
    const both = await completedTrade(buyer);
    await reference(buyer, both, 5);
    await reference(owner, both, 4);
    const lone = await completedTrade(buyer);
    await reference(owner, lone, 3);
    // Fifteen days on: a reference within its window, and a trade nobody reviews.
    now += 15 * DAY;
    const recent = await completedTrade(buyer);
    await reference(buyer, recent, 2);
    now += 5 * DAY;
    await completedTrade(third);
    // One written, the other three days later: the first shows from the second, before its window closes.
    const answered = await completedTrade(third);
    await reference(third, answered, 5);
    now += 3 * DAY;
    await reference(owner, answered, 1);
    // A trade still open and one declined count for nobody.
    await third.post('/api/trades', { listingId, proposedTerms: 'Another week?' });
    const declined = (await buyer.post('/api/trades', { listingId, proposedTerms: 'Just a weekend?' })).body.id as string;
    expect((await owner.patch(`/api/trades/${declined}/status`, { status: 'declined' })).status).toBe(200);

    await app.projector.caughtUp(await app.store.headPosition());
    const last = now;
    // Now, past midnight, around the open window's close (start + 29 days) and the ends of the
    // completions' 90 days (start + 90, 105 and 110 days).
    const readTimes = [0, DAY / 2, 6 * DAY - 1, 6 * DAY, 11 * DAY, 67 * DAY, 67 * DAY + 1, 82 * DAY + 1, 87 * DAY, 87 * DAY + 1, 200 * DAY].map(
      (ms) => new Date(last + ms),
    );
    const db = queryDbOf(app.database.db);
    const counted = [];
    for (const at of readTimes) {
      const kept = await communityCounts(db, at);
      expect(kept, at.toISOString()).toEqual(await countedFromScratch(at));
      counted.push(kept);
    }
    expect(counted[0]).toEqual({ activeTraders: 3, shownReferences: 5, positiveReferences: 3, metNeeds: 0 });
    expect(counted.at(-1)).toEqual({ activeTraders: 0, shownReferences: 6, positiveReferences: 3, metNeeds: 0 });

    const incremental = await tableSnapshot(app.database.db, tablesOf(['community']));
    expect(incremental.community_trade_parties).toHaveLength(1);
    await app.projector.rebuild('community');
    expect(await tableSnapshot(app.database.db, tablesOf(['community']))).toEqual(incremental);
    for (const [index, at] of readTimes.entries()) expect(await communityCounts(db, at)).toEqual(counted[index]);
  });
});
