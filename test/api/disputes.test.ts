import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCredits, streams } from '@barteraid/events';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { Trade } from '@barteraid/events/contracts/trades';
import { givenTrade } from '../support/given-trades';
import { signedUpMember, signUpAdmin, startTestApp, uploadFile, type ApiClient, type SignedUpMember, type TestApp } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

/** Disputes: a party freezes held credits; an administrator decides where they go; after completion, a refund. */
let app: TestApp;
let admin: { client: ApiClient; id: string };
let now = Date.parse('2026-12-01T09:00:00.000Z');
const DAY = 86_400_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const REASON = 'The generator was never brought to the shelter as agreed.';

const member = () => signedUpMember(app);
const credits = async (who: SignedUpMember) => (await who.client.get<Credits>('/api/user/credits')).body;
const tradeOf = async (who: SignedUpMember, tradeId: string) => (await who.client.get<Trade>(`/api/trades/${tradeId}`)).body;
const setStatus = (who: SignedUpMember, tradeId: string, status: string) => who.client.patch(`/api/trades/${tradeId}/status`, { status });

/** A seller's generator offer, proposed on by a buyer and accepted: the buyer's credits held. */
async function acceptedTrade(amount: string) {
  const [seller, buyer] = [await member(), await member()];
  const { tradeId } = await givenTrade(
    app,
    { ownerId: seller.id, initiatorId: buyer.id, title: 'Generator for the weekend', description: 'A 3500W gas generator with two cans of fuel, pick up only.', creditsCents: parseCredits(amount)!, terms: 'Saturday', at: new Date(now) },
    'accepted',
  );
  return { seller, buyer, tradeId };
}

async function settled(who: SignedUpMember, tradeId: string) {
  for (let i = 0; i < 200; i++) {
    const trade = await tradeOf(who, tradeId);
    if (trade.settled) return trade;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`trade ${tradeId} not settled`);
}

const decide = (tradeId: string, body: Record<string, unknown>) => admin.client.post(`/api/admin/disputes/${tradeId}/decision`, body);

beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

describe('disputes over held credits', () => {
  it('freezes the held credits: no completion, no cancel, no automatic release', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('10.00');
    await setStatus(seller, tradeId, 'completed'); // delivered
    const opened = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body).toMatchObject({ tradeId, status: 'open' });
    const frozen = 'This trade is disputed: its credits stay where they are until an administrator decides.';
    expect((await setStatus(buyer, tradeId, 'completed')).body.message).toBe(frozen);
    expect((await setStatus(seller, tradeId, 'cancelled')).body.message).toBe(frozen);
    const start = now;
    now = start + 8 * DAY;
    expect(await app.settlement.releaseDue()).toEqual({ reminded: 0, released: 0 });
    now = start;
    expect(await credits(buyer)).toMatchObject({ held: '10.00' });
    // Once per trade.
    expect((await seller.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON })).status).toBe(409);
  });

  it('splits the held credits exactly as decided, once, and tells both parties', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('20.00');
    await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON });
    const bad = await decide(tradeId, { outcome: 'split', payeeCredits: '12.00', payerCredits: '7.00' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('A split needs two amounts above zero that add up to 20.00 credits.');
    const [first, second] = await Promise.all([
      decide(tradeId, { outcome: 'split', payeeCredits: '12.00', payerCredits: '8.00', note: 'Half the fuel was missing.' }),
      decide(tradeId, { outcome: 'release' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const trade = await settled(seller, tradeId);
    const outcome = first.status === 200 ? 'split' : 'release';
    if (outcome === 'split') {
      expect(trade).toMatchObject({ status: 'completed', settlement: 'paid' });
      expect(await credits(buyer)).toMatchObject({ balance: '38.00', held: '0.00', available: '38.00' });
      expect(await credits(seller)).toMatchObject({ balance: '62.00' });
    } else {
      expect(await credits(buyer)).toMatchObject({ balance: '30.00', held: '0.00' });
      expect(await credits(seller)).toMatchObject({ balance: '70.00' });
    }
    const dispute = (await seller.client.get(`/api/trades/${tradeId}/dispute`)).body;
    expect(dispute).toMatchObject({ status: 'decided', amount: '20.00', decision: { outcome } });
    // Each party's bell says what they got.
    const decidedFor = async (who: SignedUpMember) =>
      ((await who.client.get('/api/notifications')).body as { title: string; description: string }[]).find((item) => item.title === 'Dispute Decided')?.description;
    const listing = '"Generator for the weekend"';
    expect(await decidedFor(buyer)).toBe(
      `An administrator decided the dispute on ${listing}: ${outcome === 'split' ? '8.00 credits came back to you' : 'nothing came back to you; the credits were paid to the other member'}.`,
    );
    expect(await decidedFor(seller)).toBe(`An administrator decided the dispute on ${listing}: ${outcome === 'split' ? '12.00' : '20.00'} credits were paid to you.`);
  });

  it('returns everything to the payer', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('15.00');
    await seller.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON });
    expect((await decide(tradeId, { outcome: 'return' })).status).toBe(200);
    expect(await settled(buyer, tradeId)).toMatchObject({ status: 'cancelled', settlement: 'returned' });
    expect(await credits(buyer)).toMatchObject({ balance: '50.00', held: '0.00' });
    expect(await credits(seller)).toMatchObject({ balance: '50.00' });
  });

  it('counts a decision that pays the payee as a completed trade in the analytics, and a return as none', async () => {
    const month = async () => {
      await app.projector.caughtUp(await app.store.headPosition());
      const row = await projectorDbOf(app.database.db).selectFrom('admin_monthly_activity').selectAll().where('month', '=', '2026-12').executeTakeFirst();
      return { trades: Number(row?.trades_completed ?? 0), exchangedCents: Number(row?.credits_exchanged_cents ?? 0) };
    };
    const paid = await acceptedTrade('10.00');
    const returned = await acceptedTrade('5.00');
    const before = await month();
    await paid.buyer.client.post(`/api/trades/${paid.tradeId}/dispute`, { reason: REASON });
    await returned.buyer.client.post(`/api/trades/${returned.tradeId}/dispute`, { reason: REASON });
    expect((await decide(paid.tradeId, { outcome: 'split', payeeCredits: '6.00', payerCredits: '4.00' })).status).toBe(200);
    expect((await decide(returned.tradeId, { outcome: 'return' })).status).toBe(200);
    await settled(paid.buyer, paid.tradeId);
    await settled(returned.buyer, returned.tradeId);
    expect(await month()).toEqual({ trades: before.trades + 1, exchangedCents: before.exchangedCents + 600 });
  });

  it('moves each credit once when the payer completes at the moment the dispute is opened', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('9.00');
    const [completed, opened] = await Promise.all([setStatus(buyer, tradeId, 'completed'), seller.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON })]);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    if (completed.status === 200) {
      // Completion first: the dispute is over a completed trade.
      expect((await seller.client.get(`/api/trades/${tradeId}/dispute`)).body.stage).toBe('completed');
      await settled(seller, tradeId);
    } else {
      expect(completed.body.message).toBe('This trade is disputed: its credits stay where they are until an administrator decides.');
    }
    const events = await app.store.readStream(streams.trade(tradeId));
    expect(events.filter((event) => event.type === 'TradeCompleted').length).toBe(completed.status === 200 ? 1 : 0);
    const total = Number((await credits(buyer)).balance) + Number((await credits(seller)).balance);
    expect(total).toBe(100);
  });
});

describe('disputes after completion', () => {
  it('refunds by a compensating transfer, taking only what the payee may spend (down to minus their credit line) and recording the shortfall', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('30.00');
    await setStatus(buyer, tradeId, 'completed');
    await settled(seller, tradeId);
    // The payee spends most of it before the decision.
    const elsewhere = await acceptedTradeWith(seller, '70.00');
    await setStatus(seller, elsewhere, 'completed');
    await settled(seller, elsewhere);
    expect(await credits(seller)).toMatchObject({ balance: '10.00' });

    now += 3 * DAY;
    const opened = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON });
    expect(opened.status).toBe(201);
    expect((await decide(tradeId, { outcome: 'split', payeeCredits: '5.00', payerCredits: '25.00' })).status).toBe(200);
    // The seller's line is the 5.00 earned from the buyer's payment: the refund takes them down to −5.00.
    await expect.poll(async () => (await buyer.client.get(`/api/trades/${tradeId}/dispute`)).body.decision?.shortfall).toBe('10.00');
    expect(await credits(seller)).toMatchObject({ balance: '-5.00', creditLine: '5.00', available: '0.00' });
    expect(await credits(buyer)).toMatchObject({ balance: '35.00' });
    const story = (await admin.client.get(`/api/admin/disputes/${tradeId}`)).body;
    expect(story.dispute.decision).toMatchObject({ outcome: 'split', payerAmount: '25.00', shortfall: '10.00' });
    expect(story.timeline.map((step: { step: string }) => step.step)).toContain('completed');
  });

  it('refuses a dispute more than 14 days after completion', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('2.00');
    await setStatus(buyer, tradeId, 'completed');
    await settled(seller, tradeId);
    const start = now;
    now = start + 14 * DAY + 60_000;
    const late = await seller.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('A completed trade can be disputed for 14 days after completion; this one was completed earlier.');
    now = start;
  });
});

describe('who may see and say what', () => {
  it('keeps the thread and the evidence to the two parties and administrators', async () => {
    const { seller, buyer, tradeId } = await acceptedTrade('4.00');
    const stranger = await member();
    const photo = await uploadFile(buyer.client, PNG, 'image/png', 'dispute-evidence');
    const foreign = await uploadFile(stranger.client, PNG, 'image/png', 'dispute-evidence');
    const notMine = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON, evidence: [foreign] });
    expect(notMine.status).toBe(422);
    expect(notMine.body.message).toBe('Evidence must be files you uploaded for this dispute.');
    expect((await stranger.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON })).status).toBe(404);
    const short = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: 'Too short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'reason' });
    expect((await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: REASON, evidence: [photo] })).status).toBe(201);

    expect((await seller.client.post(`/api/trades/${tradeId}/dispute/messages`, { body: 'I left it at the door.' })).status).toBe(201);
    expect((await admin.client.post(`/api/trades/${tradeId}/dispute/messages`, { body: 'Please send a photo of the door.' })).status).toBe(201);
    expect((await stranger.client.post(`/api/trades/${tradeId}/dispute/messages`, { body: 'Hello' })).status).toBe(404);

    const seen = (await seller.client.get(`/api/trades/${tradeId}/dispute`)).body;
    expect(seen.messages.map((message: { body: string; byAdmin: boolean }) => [message.body, message.byAdmin])).toEqual([
      ['I left it at the door.', false],
      ['Please send a photo of the door.', true],
    ]);
    expect(seen.evidence).toEqual([{ id: photo, url: `/api/objects/${photo}` }]);
    expect((await stranger.client.get(`/api/trades/${tradeId}/dispute`)).status).toBe(404);
    // The other party sees the evidence; a stranger does not.
    expect((await seller.client.get(`/api/objects/${photo}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/objects/${photo}`)).status).toBe(404);
    expect((await admin.client.get(`/api/objects/${photo}`)).status).toBe(200);
    // Members cannot decide.
    expect((await seller.client.post(`/api/admin/disputes/${tradeId}/decision`, { outcome: 'release' })).status).toBe(403);
    const mine = (await buyer.client.get('/api/disputes')).body as { tradeId: string }[];
    expect(mine.map((dispute) => dispute.tradeId)).toContain(tradeId);
    const queue = (await admin.client.get('/api/admin/disputes')).body as { tradeId: string; status: string }[];
    expect(queue.find((dispute) => dispute.tradeId === tradeId)?.status).toBe('open');
  });
});

/** Another accepted trade in which `payer` pays, for spending their credits elsewhere. */
async function acceptedTradeWith(payer: SignedUpMember, amount: string) {
  const owner = await member();
  const listing = await owner.client.post('/api/listings', {
    title: 'Chainsaw for a day',
    description: 'A chainsaw with chains and oil, for clearing fallen trees.',
    category: 'tools-equipment',
    type: 'offer',
    credits: amount,
    location: 'Houston, TX',
  });
  const tradeId = (await payer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Sunday' })).body.id as string;
  expect((await setStatus(owner, tradeId, 'accepted')).status).toBe(200);
  return tradeId;
}
