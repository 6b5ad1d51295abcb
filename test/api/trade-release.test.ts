import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCredits, streams } from '@barteraid/events';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { AppNotification } from '@barteraid/events/contracts/notifications';
import type { Trade } from '@barteraid/events/contracts/trades';
import { givenTrade } from '../support/given-trades';
import { releaseDueTrades } from '@barteraid/command-api/trades/release';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';
import { commandDbOf } from '@barteraid/command-api/read-models';

/**
 * Release of held credits needs the payer: the payee's Mark Complete says delivered and starts the
 * release period (AUTO_RELEASE_DAYS); the payer confirms, or the rule releases the credits when
 * the period has passed. The app runs on a clock the test moves.
 */
let app: TestApp;
let now = Date.parse('2026-12-01T09:00:00.000Z');
const DAY = 86_400_000;

type Member = SignedUpMember;
const member = () => signedUpMember(app);

/** An accepted trade of `credits` on the seller's offer, at the app's time: the buyer pays, the seller is paid. */
async function acceptedTrade(credits: string, title = 'Generator for the weekend') {
  const [seller, buyer] = [await member(), await member()];
  const { tradeId } = await givenTrade(
    app,
    { ownerId: seller.id, initiatorId: buyer.id, title, description: 'A 3500W gas generator with two cans of fuel, pick up only.', creditsCents: parseCredits(credits)!, at: new Date(now) },
    'accepted',
  );
  return { seller, buyer, tradeId };
}

const complete = (who: Member, tradeId: string) => who.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' });
const credits = async (who: Member) => (await who.client.get<Credits>('/api/user/credits')).body;
const tradeOf = async (who: Member, tradeId: string) => (await who.client.get<Trade>(`/api/trades/${tradeId}`)).body;
const bell = async (who: Member) => (await who.client.get<AppNotification[]>('/api/notifications')).body;

async function settled(who: Member, tradeId: string) {
  for (let i = 0; i < 200; i++) {
    const trade = await tradeOf(who, tradeId);
    if (trade.settled) return trade;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`trade ${tradeId} not settled`);
}

/** The projector follows the log in the background: wait for what the read side shows. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the read side did not catch up');
}

beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.stop();
});

describe('release of held credits', () => {
  it('takes the payee’s Mark Complete as delivered: nothing moves, and the payer’s buttons change', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('11.00');
    expect((await tradeOf(seller, tradeId)).actions).toEqual(['deliver', 'dispute', 'cancel', 'urgent', 'schedule']);
    expect((await tradeOf(buyer, tradeId)).actions).toEqual(['complete', 'dispute', 'cancel', 'urgent', 'schedule']);

    const delivered = await complete(seller, tradeId);
    expect(delivered.status).toBe(200);
    const releaseDueAt = new Date(now + 7 * DAY).toISOString();
    expect(delivered.body).toMatchObject({ status: 'accepted', settlement: null, delivery: { deliveredAt: new Date(now).toISOString(), releaseDueAt } });
    // Saying it twice changes nothing.
    expect((await complete(seller, tradeId)).body).toMatchObject({ status: 'accepted', delivery: { releaseDueAt } });

    expect(await credits(buyer)).toMatchObject({ balance: '50.00', held: '11.00' });
    expect(await credits(seller)).toMatchObject({ balance: '50.00' });
    const sellerView = await tradeOf(seller, tradeId);
    expect(sellerView).toMatchObject({ status: 'accepted', delivery: { releaseDueAt } });
    expect(sellerView.actions).toEqual(['dispute', 'cancel', 'urgent', 'schedule']);
    // Both are told, with the release date.
    const payerNews = await eventually(() => bell(buyer), (items) => items.some((item) => item.title === 'Trade Delivered'));
    expect(payerNews.find((item) => item.title === 'Trade Delivered')?.description).toBe(
      `${seller.username} marked the trade for "Generator for the weekend" delivered. Mark Complete to confirm you received it; otherwise the held credits are released to ${seller.username} on ${releaseDueAt.slice(0, 16).replace('T', ' ')} UTC. If something is wrong, contact us before then.`,
    );
    expect((await bell(seller)).some((item) => item.title === 'Trade Delivered')).toBe(true);
    // Confirmed, so the rule has nothing to do with it in the tests below.
    expect((await complete(buyer, tradeId)).body.status).toBe('completed');
  });

  it('completes when the payer confirms, and pays exactly the held credits once', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('9.00');
    await complete(seller, tradeId);
    const confirmed = await complete(buyer, tradeId);
    expect(confirmed.body).toMatchObject({ status: 'completed' });
    expect(await settled(seller, tradeId)).toMatchObject({ settlement: 'paid' });
    expect(await credits(buyer)).toMatchObject({ balance: '41.00', held: '0.00' });
    expect(await credits(seller)).toMatchObject({ balance: '59.00' });
    // The rule has nothing left to do.
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });
  });

  it('lets the payer complete without waiting for delivery', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('3.00');
    expect((await complete(buyer, tradeId)).body).toMatchObject({ status: 'completed' });
    expect(await settled(seller, tradeId)).toMatchObject({ settlement: 'paid' });
  });

  it('reminds both a day before, then releases by the rule after the period, naming no one, once', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('20.00', 'Chainsaw for an afternoon');
    const start = now;
    await complete(seller, tradeId);
    await eventually(() => tradeOf(seller, tradeId), (trade) => trade.delivery !== null);

    now = start + 5 * DAY;
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });
    now = start + 6 * DAY + 1;
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 1, released: 0 });
    await eventually(() => bell(buyer), (items) => items.some((item) => item.title === 'Credits Released Soon'));
    // Reminded once, however often the rule runs.
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });
    expect(await credits(buyer)).toMatchObject({ held: '20.00' });

    now = start + 7 * DAY;
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 1 });
    expect(await settled(seller, tradeId)).toMatchObject({ status: 'completed', settlement: 'paid' });
    expect(await credits(buyer)).toMatchObject({ balance: '30.00', held: '0.00' });
    expect(await credits(seller)).toMatchObject({ balance: '70.00' });
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });

    const released = await eventually(() => bell(seller), (items) => items.some((item) => item.title === 'Credits Released'));
    expect(released.find((item) => item.title === 'Credits Released')?.description).toContain('did not confirm in time after delivery');
    const timeline = (await buyer.client.get(`/api/trades/${tradeId}/timeline`)).body as { step: string; by: { username: string } | null; note: string | null; amount: string | null }[];
    expect(timeline.map((step) => step.step)).toEqual(['proposed', 'accepted', 'delivered', 'release_reminded', 'completed', 'settled']);
    expect(timeline.find((step) => step.step === 'completed')).toMatchObject({ by: null, note: 'auto_release' });
    expect(timeline.find((step) => step.step === 'delivered')).toMatchObject({ by: { username: seller.username } });
    expect(timeline.find((step) => step.step === 'settled')).toMatchObject({ by: null, amount: '20.00', note: 'paid' });
    now = start;
  });

  it('completes a trade once when the rule runs twice at once (two processes) and the payer confirms at the same moment', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('15.00');
    const start = now;
    await complete(seller, tradeId);
    await eventually(() => tradeOf(seller, tradeId), (trade) => trade.delivery !== null);
    now = start + 7 * DAY;
    const clock = () => new Date(now);
    const [, , confirmed] = await Promise.all([
      releaseDueTrades(commandDbOf(app.database.db), app.store, clock),
      releaseDueTrades(commandDbOf(app.database.db), app.store, clock),
      complete(buyer, tradeId),
    ]);
    // Whichever came first completed it; the other changed nothing.
    if (confirmed.status !== 200) expect(confirmed.body).toMatchObject({ message: 'This trade is already completed.' });
    const completions = (await app.store.readStream(streams.trade(tradeId))).filter((event) => event.type === 'TradeCompleted');
    expect(completions).toHaveLength(1);
    expect(await settled(seller, tradeId)).toMatchObject({ settlement: 'paid' });
    expect(await credits(buyer)).toMatchObject({ balance: '35.00', held: '0.00' });
    expect(await credits(seller)).toMatchObject({ balance: '65.00' });
    now = start;
  });

  it('does not release a trade that was not delivered, however long it waits', async () => {
    const { buyer, tradeId } = await acceptedTrade('4.00');
    const start = now;
    now = start + 30 * DAY;
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });
    expect(await tradeOf(buyer, tradeId)).toMatchObject({ status: 'accepted', delivery: null });
    now = start;
  });

  it('shows the timeline only to the two members', async () => {
    const { tradeId } = await acceptedTrade('2.00');
    const stranger = await member();
    expect((await stranger.client.get(`/api/trades/${tradeId}/timeline`)).status).toBe(404);
  });
});
