import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

let app: TestApp;

type Member = SignedUpMember;
const member = () => signedUpMember(app);

async function postListing(owner: Member, type: 'offer' | 'need', credits: string, title = `Generator for the weekend ${type}`) {
  const res = await owner.client.post('/api/listings', {
    title,
    description: 'A 3500W gas generator with two cans of fuel, pick up only.',
    category: 'tools-equipment',
    type,
    credits,
    location: 'Houston, TX',
  });
  expect(res.status).toBe(201);
  return res.body.listing.id as string;
}

async function propose(initiator: Member, listingId: string, body: Record<string, unknown> = {}) {
  const res = await initiator.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday morning', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const setStatus = (who: Member, tradeId: string, status: string) => who.client.patch(`/api/trades/${tradeId}/status`, { status });

async function credits(who: Member) {
  const res = await who.client.get('/api/user/credits');
  expect(res.status).toBe(200);
  return res.body as { balance: string; available: string; held: string; transactions: { kind: string; type: string; amount: string; description: string; tradeId: string | null }[] };
}

/** Settlement runs after the request; wait until the trade says it is done. */
async function settledTrade(who: Member, tradeId: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await who.client.get(`/api/trades/${tradeId}`);
    if (res.body.settled) return res.body;
    if (Date.now() > deadline) throw new Error(`trade ${tradeId} not settled: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('proposing a trade from a listing', () => {
  it('makes the initiator the payer of an offer, with the listing credits by default', async () => {
    const [owner, buyer] = [await member(), await member()];
    const listingId = await postListing(owner, 'offer', '12.50', 'Portable generator for a weekend');
    const res = await buyer.client.post('/api/trades', { listingId, proposedTerms: '  Pick up Saturday  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      creditAmount: '12.50',
      proposedTerms: 'Pick up Saturday',
      initiatorId: buyer.id,
      recipientId: owner.id,
      payerId: buyer.id,
      payeeId: owner.id,
      direction: 'paying',
      awaiting: owner.id,
      listingTitle: 'Portable generator for a weekend',
      settled: false,
    });
    const seen = await owner.client.get(`/api/trades/${res.body.id}`);
    expect(seen.body).toMatchObject({
      id: res.body.id,
      status: 'pending',
      direction: 'receiving',
      counterparty: { id: buyer.id, username: buyer.username },
      awaitingMe: true,
      actions: ['accept', 'counter', 'decline', 'urgent', 'schedule'],
    });
  });

  it('makes the owner of a need the payer, and takes a proposed amount', async () => {
    const [owner, helper] = [await member(), await member()];
    const listingId = await postListing(owner, 'need', '20.00');
    const tradeId = await propose(helper, listingId, { creditAmount: '18.75' });
    const trade = (await helper.client.get(`/api/trades/${tradeId}`)).body;
    expect(trade).toMatchObject({ creditAmount: '18.75', payerId: owner.id, payeeId: helper.id, direction: 'receiving' });
    expect(trade.actions).toEqual(['counter', 'cancel', 'urgent', 'schedule']);
  });

  it('refuses your own listing, unknown and inactive listings, bad input and visitors', async () => {
    const [owner, other] = [await member(), await member()];
    const listingId = await postListing(owner, 'offer', '5.00');
    expect((await owner.client.post('/api/trades', { listingId, proposedTerms: 'x' })).body).toEqual({
      message: 'You cannot trade with yourself.',
      code: 'trades.selfTrade',
    });
    expect((await owner.client.post('/api/trades', { listingId, proposedTerms: 'x' })).status).toBe(422);
    const unknown = await other.client.post('/api/trades', { listingId: '00000000-0000-4000-8000-000000000000', proposedTerms: 'x' });
    expect(unknown.status).toBe(404);
    expect((await other.client.post('/api/trades', { listingId, proposedTerms: '   ' })).status).toBe(400);
    expect((await other.client.post('/api/trades', { listingId, proposedTerms: 'x', creditAmount: '-1' })).status).toBe(400);
    expect((await other.client.post('/api/trades', { listingId: 'nope', proposedTerms: 'x' })).status).toBe(400);
    expect((await app.client().post('/api/trades', { listingId, proposedTerms: 'x' })).status).toBe(401);
    await owner.client.post(`/api/listings/${listingId}/deactivate`, {});
    const inactive = await other.client.post('/api/trades', { listingId, proposedTerms: 'x' });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toMatch(/no longer active/);
  });
});

describe('the trade lifecycle', () => {
  it('lets only the awaited party accept, then holds the payer’s credits', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '10.00'));
    const early = await setStatus(buyer, tradeId, 'accepted');
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('This proposal is waiting for the other member to respond.');
    const accepted = await setStatus(owner, tradeId, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: tradeId, status: 'accepted', awaiting: null });
    const buyerCredits = await credits(buyer);
    expect(buyerCredits).toMatchObject({ balance: '50.00', available: '40.00', held: '10.00' });
    expect(buyerCredits.transactions[0]).toMatchObject({ kind: 'hold', type: 'other', amount: '10.00', tradeId });
    expect(buyerCredits.transactions[0]!.description).toContain('Generator for the weekend');
    const again = await setStatus(owner, tradeId, 'accepted');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This trade has already been accepted.');
  });

  it('counters both ways until the other party accepts the latest offer', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '10.00'));
    const countered = await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '15.00' });
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({ creditAmount: '15.00', awaiting: buyer.id, proposedTerms: 'Pick up Saturday morning' });
    expect((await setStatus(owner, tradeId, 'accepted')).status).toBe(403);
    const back = await buyer.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '12', proposedTerms: 'I bring my own fuel' });
    expect(back.body).toMatchObject({ creditAmount: '12.00', proposedTerms: 'I bring my own fuel', awaiting: owner.id });
    expect((await buyer.client.post(`/api/trades/${tradeId}/counter`, {})).status).toBe(400);
    const same = await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '12.00' });
    expect(same.status).toBe(422);
    const accepted = await setStatus(owner, tradeId, 'accepted');
    expect(accepted.body).toMatchObject({ status: 'accepted', creditAmount: '12.00' });
    expect(await credits(buyer)).toMatchObject({ held: '12.00', available: '38.00' });
    const late = await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '20' });
    expect(late.status).toBe(409);
  });

  it('completes an accepted trade and settles it: the payer spends, the payee earns, once', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '10.00', 'Chainsaw for an afternoon'));
    const early = await setStatus(buyer, tradeId, 'completed');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This trade must be accepted before it can be marked complete.');
    await setStatus(owner, tradeId, 'accepted');
    const completed = await setStatus(buyer, tradeId, 'completed');
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed' });
    const settled = await settledTrade(owner, tradeId);
    expect(settled).toMatchObject({ status: 'completed', settled: true, settlement: 'paid', actions: ['dispute'] });
    const [buyerCredits, ownerCredits] = [await credits(buyer), await credits(owner)];
    expect(buyerCredits).toMatchObject({ balance: '40.00', available: '40.00', held: '0.00' });
    // The buyer is the first member to pay the owner: the owner's line grows by the earned step.
    expect(ownerCredits).toMatchObject({ balance: '60.00', available: '65.00' });
    const spent = buyerCredits.transactions.filter((entry) => entry.tradeId === tradeId && entry.type === 'spent');
    const earned = ownerCredits.transactions.filter((entry) => entry.tradeId === tradeId && entry.type === 'earned');
    expect(spent).toEqual([expect.objectContaining({ amount: '10.00', description: `Trade: Chainsaw for an afternoon (paid to ${owner.username})` })]);
    expect(earned).toEqual([expect.objectContaining({ amount: '10.00', description: `Trade: Chainsaw for an afternoon (paid by ${buyer.username})` })]);
    expect((await setStatus(owner, tradeId, 'completed')).body.message).toBe('This trade is already completed.');
    expect((await setStatus(owner, tradeId, 'cancelled')).status).toBe(409);
    // Both parties' trade counts include it, on their profiles and on the owner's public summary.
    expect((await buyer.client.get('/api/auth/me')).body.totalTrades).toBe(1);
    expect((await owner.client.get('/api/auth/me')).body.totalTrades).toBe(1);
    const listingId = (await owner.client.get(`/api/trades/${tradeId}`)).body.listingId as string;
    expect((await buyer.client.get(`/api/listings/${listingId}`)).body.user.totalTrades).toBe(1);
  });

  it('declines a pending trade, after which nothing else applies', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '10.00'));
    expect((await setStatus(owner, tradeId, 'declined')).body).toMatchObject({ status: 'declined' });
    const accept = await setStatus(owner, tradeId, 'accepted');
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('This trade is already declined.');
  });

  it('returns the hold when an accepted trade is cancelled', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '30.00'));
    await setStatus(owner, tradeId, 'accepted');
    expect(await credits(buyer)).toMatchObject({ available: '20.00', held: '30.00' });
    const declined = await setStatus(owner, tradeId, 'declined');
    expect(declined.status).toBe(409);
    expect(declined.body.message).toBe('An accepted trade cannot be declined; cancel it instead.');
    const cancelled = await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'cancelled', reason: 'Generator broke' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', settlement: 'in_progress' });
    expect(await settledTrade(buyer, tradeId)).toMatchObject({ settlement: 'returned' });
    const buyerCredits = await credits(buyer);
    expect(buyerCredits).toMatchObject({ balance: '50.00', available: '50.00', held: '0.00' });
    expect(buyerCredits.transactions[0]).toMatchObject({ kind: 'release', amount: '30.00', tradeId });
  });

  it('refuses a proposal the payer could not pay even now, saying what they have', async () => {
    const [owner, buyer] = [await member(), await member()];
    const res = await buyer.client.post('/api/trades', { listingId: await postListing(owner, 'offer', '60.00'), proposedTerms: 'Saturday' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You can spend up to 50.00 credits right now.', code: 'trades.proposerCannotPay', params: { available: '50.00' } });
    expect((await buyer.client.get('/api/user/trades')).body).toEqual([]);
  });

  it('refuses acceptance when the payer is short by then, without telling the other member their balance, and changes nothing', async () => {
    const [owner, buyer] = [await member(), await member()];
    const first = await propose(buyer, await postListing(owner, 'offer', '40.00', 'Chainsaw for a day'));
    const second = await propose(buyer, await postListing(owner, 'offer', '40.00', 'Pressure washer for a day'));
    expect((await setStatus(owner, first, 'accepted')).status).toBe(200);
    const res = await setStatus(owner, second, 'accepted');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'The other member does not have enough credits for this trade right now.', code: 'trades.otherCannotPay' });
    expect((await owner.client.get(`/api/trades/${second}`)).body.status).toBe('pending');
    expect(await credits(buyer)).toMatchObject({ available: '10.00', held: '40.00' });
  });

  it('accepts a trade of 0 credits without any hold, and settles it', async () => {
    const [owner, taker] = [await member(), await member()];
    const tradeId = await propose(taker, await postListing(owner, 'offer', '0'));
    expect((await setStatus(owner, tradeId, 'accepted')).body.status).toBe('accepted');
    await setStatus(taker, tradeId, 'completed');
    expect(await settledTrade(taker, tradeId)).toMatchObject({ settlement: 'paid', creditAmount: '0.00' });
    expect(await credits(taker)).toMatchObject({ balance: '50.00', held: '0.00' });
  });

  it('marks urgent and schedules, by either party, with checks', async () => {
    const [owner, buyer, stranger] = [await member(), await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '5.00'));
    const urgent = await buyer.client.post(`/api/trades/${tradeId}/urgent`);
    expect(urgent.body).toMatchObject({ isUrgent: true });
    expect((await owner.client.post(`/api/trades/${tradeId}/urgent`)).status).toBe(200);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await owner.client.post(`/api/trades/${tradeId}/schedule`, { at, place: ' Fire station 3 ' });
    expect(scheduled.body.schedule).toEqual({ at, place: 'Fire station 3' });
    expect((await buyer.client.get(`/api/trades/${tradeId}`)).body).toMatchObject({ isUrgent: true, schedule: { at, place: 'Fire station 3' } });
    const past = await owner.client.post(`/api/trades/${tradeId}/schedule`, { at: '2020-01-01T10:00:00Z', place: 'x' });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Please choose a date and time in the future.');
    expect((await owner.client.post(`/api/trades/${tradeId}/schedule`, { at: 'tomorrow', place: 'x' })).status).toBe(400);
    expect((await owner.client.post(`/api/trades/${tradeId}/schedule`, { at, place: '' })).status).toBe(400);
    expect((await stranger.client.post(`/api/trades/${tradeId}/urgent`)).status).toBe(404);
    expect((await stranger.client.post(`/api/trades/${tradeId}/schedule`, { at, place: 'x' })).status).toBe(404);
  });

  it('hides a trade from strangers and rejects unknown statuses', async () => {
    const [owner, buyer, stranger] = [await member(), await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '5.00'));
    for (const status of ['accepted', 'completed', 'declined', 'cancelled']) {
      const res = await setStatus(stranger, tradeId, status);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Trade not found.');
    }
    expect((await stranger.client.get(`/api/trades/${tradeId}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '1' })).status).toBe(404);
    expect((await owner.client.get('/api/trades/not-a-trade')).status).toBe(404);
    expect((await setStatus(owner, tradeId, 'pending')).status).toBe(400);
    expect((await app.client().get(`/api/trades/${tradeId}`)).status).toBe(401);
  });

  it('lists the member’s trades with counterparty, direction and amount, newest activity first', async () => {
    const [owner, buyer] = [await member(), await member()];
    const first = await propose(buyer, await postListing(owner, 'offer', '5.00', 'Bottled water cases'));
    const second = await propose(buyer, await postListing(owner, 'need', '7.00', 'Need a ride to the clinic'));
    const res = await buyer.client.get('/api/user/trades');
    expect(res.status).toBe(200);
    expect(res.body.map((trade: { id: string }) => trade.id)).toEqual([second, first]);
    expect(res.body[0]).toMatchObject({
      status: 'pending',
      settled: false,
      creditAmount: '7.00',
      counterparty: { id: owner.id, username: owner.username },
      direction: 'receiving',
      listingTitle: 'Need a ride to the clinic',
      terms: 'Pick up Saturday morning',
      isUrgent: false,
      schedule: null,
      awaiting: owner.id,
    });
    expect(res.body[0].updatedAt).toMatch(/^\d{4}-/);
    await setStatus(owner, first, 'declined');
    expect((await buyer.client.get('/api/user/trades?status=active')).body.map((trade: { id: string }) => trade.id)).toEqual([second]);
  });
});

describe('messages and conversations', () => {
  it('delivers a message only between the two parties, as plain text', async () => {
    const [owner, buyer, stranger] = [await member(), await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '5.00', 'Warm wool blankets'));
    const content = '  <b>Is it</b> still available? <script>alert(1)</script>  ';
    const sent = await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content, messageType: 'text' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      tradeId,
      senderId: buyer.id,
      recipientId: owner.id,
      content: '<b>Is it</b> still available? <script>alert(1)</script>',
      messageType: 'text',
      isRead: false,
    });
    const wrong = await buyer.client.post('/api/messages', { tradeId, recipientId: stranger.id, content: 'hi' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Messages about a trade can only be sent to the other member of that trade.');
    expect((await buyer.client.post('/api/messages', { tradeId, recipientId: buyer.id, content: 'hi' })).status).toBe(422);
    expect((await stranger.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'hi' })).status).toBe(404);
    expect((await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: '  \n ' })).body.message).toBe(
      'Message cannot be empty.',
    );
    const long = await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Message must be at most 4000 characters.');
    expect((await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'x'.repeat(4000) })).status).toBe(201);
    expect((await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'hi', messageType: 'image' })).status).toBe(400);

    const thread = await owner.client.get(`/api/trades/${tradeId}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body).toHaveLength(2);
    expect(thread.body[0]).toMatchObject({ content: sent.body.content, senderName: buyer.username, isRead: false });
    expect((await stranger.client.get(`/api/trades/${tradeId}/messages`)).status).toBe(404);
  });

  it('counts unread messages for the bell until the conversation is opened', async () => {
    const [owner, buyer, stranger] = [await member(), await member(), await member()];
    const tradeId = await propose(buyer, await postListing(owner, 'offer', '5.00'));
    await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'First' });
    await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'Second' });
    await owner.client.post('/api/messages', { tradeId, recipientId: buyer.id, content: 'Reply' });
    const unread = await owner.client.get('/api/user/messages?unread=true');
    expect(unread.body.map((message: { content: string }) => message.content)).toEqual(['Second', 'First']);
    expect(unread.body[0]).toEqual({
      id: expect.any(String),
      tradeId,
      senderId: buyer.id,
      recipientId: owner.id,
      content: 'Second',
      messageType: 'text',
      isRead: false,
      createdAt: expect.any(String),
      senderName: buyer.username,
    });
    expect((await owner.client.get('/api/user/messages')).body).toHaveLength(3);
    expect((await stranger.client.post(`/api/trades/${tradeId}/read`)).status).toBe(404);
    const bellBefore = (await owner.client.get('/api/notifications')).body as { type: string; read: boolean; tradeId: string }[];
    expect(bellBefore.filter((item) => item.type === 'message' && item.tradeId === tradeId && !item.read)).toHaveLength(2);
    expect((await owner.client.post(`/api/trades/${tradeId}/read`)).status).toBe(200);
    expect((await owner.client.get('/api/user/messages?unread=true')).body).toEqual([]);
    const bellAfter = (await owner.client.get('/api/notifications')).body as { type: string; read: boolean; tradeId: string }[];
    expect(bellAfter.filter((item) => item.type === 'message' && item.tradeId === tradeId && !item.read)).toHaveLength(0);
    expect((await buyer.client.get('/api/user/messages?unread=true')).body).toHaveLength(1);
    const thread = (await buyer.client.get(`/api/trades/${tradeId}/messages`)).body;
    expect(thread.map((message: { isRead: boolean }) => message.isRead)).toEqual([true, true, false]);
    expect((await owner.client.post(`/api/trades/${tradeId}/read`)).status).toBe(200);
  });

  it('lists one conversation per trade with preview, unread count and search', async () => {
    const [owner, buyer, other] = [await member(), await member(), await member()];
    const blankets = await propose(buyer, await postListing(owner, 'offer', '5.00', 'Warm wool blankets'));
    const water = await propose(other, await postListing(owner, 'offer', '3.00', 'Bottled water cases'));
    await buyer.client.post('/api/messages', { tradeId: blankets, recipientId: owner.id, content: 'Can I pick them up at the church hall?' });
    const list = await owner.client.get('/api/conversations');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { tradeId: string }) => row.tradeId)).toEqual([blankets, water]);
    expect(list.body[0]).toMatchObject({
      tradeId: blankets,
      counterparty: { id: buyer.id, username: buyer.username },
      listingTitle: 'Warm wool blankets',
      status: 'pending',
      creditAmount: '5.00',
      direction: 'receiving',
      unreadCount: 1,
      lastMessage: { preview: 'Can I pick them up at the church hall?', fromMe: false },
    });
    expect(list.body[1]).toMatchObject({ tradeId: water, unreadCount: 0, lastMessage: null });
    const search = async (term: string) =>
      (await owner.client.get(`/api/conversations?search=${encodeURIComponent(term)}`)).body.map((row: { tradeId: string }) => row.tradeId);
    expect(await search('WATER')).toEqual([water]);
    expect(await search(other.username)).toEqual([water]);
    expect(await search('church hall')).toEqual([blankets]);
    expect(await search('100%_')).toEqual([]);
    const buyerList = (await buyer.client.get('/api/conversations')).body;
    expect(buyerList).toHaveLength(1);
    expect(buyerList[0]).toMatchObject({ unreadCount: 0, direction: 'paying', lastMessage: { fromMe: true } });
  });
});
