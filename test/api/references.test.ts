import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenTrade } from '../support/given-trades';
import { signedUpMember, startTestApp, type ApiClient, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * References after a completed trade, over HTTP: one per party, blind until both wrote or 14 days
 * passed, refused for strangers, twice, late or before completion; the profile's rating and trade
 * count, and what the public profile leaves out. The app runs on a clock the test moves.
 */
let app: TestApp;
let now = Date.parse('2026-12-01T09:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.stop();
});

type Member = SignedUpMember;
const member = (overrides: Record<string, unknown> = {}) => signedUpMember(app, overrides);

/** A seller's offer and a buyer's proposal on it, taken up to `stage` at the app's time: the buyer pays. */
const tradeAt = async (seller: Member, buyer: Member, stage: 'accepted' | 'completed', title = 'Generator for the weekend') =>
  (
    await givenTrade(
      app,
      { ownerId: seller.id, initiatorId: buyer.id, title, description: 'A 3500W gas generator with two cans of fuel, pick up only.', creditsCents: 5_00, at: new Date(now) },
      stage,
    )
  ).tradeId;
const acceptedTrade = (seller: Member, buyer: Member, title?: string) => tradeAt(seller, buyer, 'accepted', title);
const completedTrade = (seller: Member, buyer: Member, title?: string) => tradeAt(seller, buyer, 'completed', title);

const leave = (who: Member, tradeId: string, body: Record<string, unknown>) => who.client.post(`/api/trades/${tradeId}/references`, body);
const onTrade = async (who: Member, tradeId: string) => (await who.client.get(`/api/trades/${tradeId}/references`)).body;
const received = async (viewer: ApiClient, username: string) => (await viewer.get(`/api/members/${username}/references`)).body;
const profile = async (viewer: ApiClient, username: string) => (await viewer.get(`/api/members/${username}`)).body;

describe('references', () => {
  it('lets each party leave one reference after completion, and refuses a second one', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await completedTrade(seller, buyer);
    expect(await onTrade(buyer, tradeId)).toMatchObject({
      status: 'open',
      canLeave: true,
      closesAt: new Date(now + 14 * DAY).toISOString(),
      subject: { id: seller.id, username: seller.username },
      mine: null,
      theirs: null,
      theirsHidden: false,
    });

    const left = await leave(buyer, tradeId, { rating: 5, comment: '  Delivered on time, exactly as described.  ' });
    expect(left.status, JSON.stringify(left.body)).toBe(201);
    expect(left.body.reference).toMatchObject({ tradeId, authorId: buyer.id, subjectId: seller.id, rating: 5, comment: 'Delivered on time, exactly as described.' });
    expect(await onTrade(buyer, tradeId)).toMatchObject({ status: 'left', canLeave: false, mine: { rating: 5, author: { username: buyer.username } } });

    const again = await leave(buyer, tradeId, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already left a reference for this trade.');
    expect((await onTrade(buyer, tradeId)).mine.rating).toBe(5);
  });

  it('answers a stranger 404, as trades do, and refuses bad stars and long comments with the field', async () => {
    const [seller, buyer, stranger] = [await member(), await member(), await member()];
    const tradeId = await completedTrade(seller, buyer);
    const strangers = await leave(stranger, tradeId, { rating: 5, comment: '' });
    expect(strangers.status).toBe(404);
    expect(strangers.body).toMatchObject({ message: 'Trade not found.' });
    expect((await stranger.client.get(`/api/trades/${tradeId}/references`)).status).toBe(404);
    expect((await leave(stranger, '00000000-0000-4000-8000-000000000000', { rating: 5 })).status).toBe(404);
    expect((await leave(stranger, 'not-a-trade', { rating: 5 })).status).toBe(404);
    expect((await app.client().post(`/api/trades/${tradeId}/references`, { rating: 5 })).status).toBe(401);

    for (const rating of [0, 6, 4.5, '5', null]) {
      const refused = await leave(buyer, tradeId, { rating, comment: 'ok' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Rating must be a whole number of stars from 1 to 5.', field: 'rating' });
    }
    const long = await leave(buyer, tradeId, { rating: 4, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'Comment must be at most 1000 characters.', field: 'comment' });
    // 1000 characters and a line break are fine; no comment at all too.
    expect((await leave(buyer, tradeId, { rating: 4, comment: `Good\n${'x'.repeat(995)}` })).status).toBe(201);
    expect((await leave(seller, tradeId, { rating: 3 })).status).toBe(201);
  });

  it('refuses a reference before the trade is completed', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await acceptedTrade(seller, buyer);
    expect(await onTrade(seller, tradeId)).toMatchObject({ status: 'not_completed', canLeave: false, closesAt: null });
    const early = await leave(seller, tradeId, { rating: 5, comment: '' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can leave a reference once the trade is completed.');
  });

  it('keeps references blind until both have written', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await completedTrade(seller, buyer);
    expect((await leave(seller, tradeId, { rating: 4, comment: 'Friendly and on time.' })).status).toBe(201);

    // The buyer knows one is waiting, but not what it says; nobody sees it on the profile.
    const buyerView = await onTrade(buyer, tradeId);
    expect(buyerView).toMatchObject({ status: 'open', theirs: null, theirsHidden: true });
    expect(JSON.stringify(buyerView)).not.toContain('Friendly');
    expect((await received(app.client(), buyer.username)).references).toEqual([]);
    expect(await profile(app.client(), buyer.username)).toMatchObject({ rating: null, referenceCount: 0, totalTrades: 1 });
    expect((await onTrade(seller, tradeId)).theirs).toBeNull();

    expect((await leave(buyer, tradeId, { rating: 2, comment: 'Late by a day.' })).status).toBe(201);
    expect(await onTrade(buyer, tradeId)).toMatchObject({ status: 'left', theirsHidden: false, theirs: { rating: 4, comment: 'Friendly and on time.', author: { id: seller.id } } });
    expect((await onTrade(seller, tradeId)).theirs).toMatchObject({ rating: 2, comment: 'Late by a day.' });
    expect((await received(app.client(), buyer.username)).references).toEqual([
      expect.objectContaining({ tradeId, rating: 4, listingTitle: 'Generator for the weekend', author: { id: seller.id, username: seller.username, avatar: null } }),
    ]);
    expect(await profile(app.client(), seller.username)).toMatchObject({ rating: '2.00', referenceCount: 1 });

    // Both hear about the one they received once it shows.
    const bell = async (who: Member) => ((await who.client.get('/api/notifications')).body as { title: string; tradeId: string }[]).filter((n) => n.title === 'New reference');
    expect(await bell(buyer)).toEqual([expect.objectContaining({ tradeId })]);
    expect(await bell(seller)).toEqual([expect.objectContaining({ tradeId })]);
  });

  it('shows a lone reference and closes the window 14 days after completion', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await completedTrade(seller, buyer);
    const completedAt = now;
    expect((await leave(buyer, tradeId, { rating: 5, comment: 'Great generator.' })).status).toBe(201);

    now = completedAt + 14 * DAY - 60_000;
    expect((await received(app.client(), seller.username)).references).toEqual([]);
    expect((await onTrade(seller, tradeId)).status).toBe('open');

    now = completedAt + 14 * DAY;
    expect((await received(app.client(), seller.username)).references).toEqual([expect.objectContaining({ rating: 5, comment: 'Great generator.' })]);
    expect(await profile(app.client(), seller.username)).toMatchObject({ rating: '5.00', referenceCount: 1 });
    expect(await onTrade(seller, tradeId)).toMatchObject({ status: 'closed', canLeave: false, theirs: { rating: 5 }, theirsHidden: false });

    now = completedAt + 15 * DAY;
    const late = await leave(seller, tradeId, { rating: 1, comment: 'Too late now' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('References can be left only within 14 days after the trade was completed.');
  });

  it('averages the visible references into the rating, newest first, page by page, next to completed trades', async () => {
    const [rated, ...partners] = [await member(), await member(), await member(), await member()];
    expect(await profile(app.client(), rated.username)).toMatchObject({ rating: null, referenceCount: 0, totalTrades: 0 });
    const stars = [5, 4, 4];
    const trades: string[] = [];
    for (const [index, partner] of partners.entries()) {
      const tradeId = await completedTrade(rated, partner, `Chainsaw loan ${index + 1}`);
      trades.push(tradeId);
      now += 60_000;
      expect((await leave(partner, tradeId, { rating: stars[index], comment: `Reference ${index + 1}` })).status).toBe(201);
      expect((await leave(rated, tradeId, { rating: 5, comment: '' })).status).toBe(201);
    }
    // A trade still open counts for neither.
    await acceptedTrade(rated, partners[0]!, 'Chainsaw loan 4');

    const shown = await profile(app.client(), rated.username.toUpperCase());
    expect(shown).toMatchObject({ username: rated.username, rating: '4.33', referenceCount: 3, totalTrades: 3 });
    const me = (await rated.client.get('/api/auth/me')).body;
    expect(me).toMatchObject({ rating: '4.33', totalTrades: 3 });

    const first = await rated.client.get(`/api/members/${rated.username}/references?limit=2`);
    expect(first.body.references.map((reference: { comment: string }) => reference.comment)).toEqual(['Reference 3', 'Reference 2']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await rated.client.get(`/api/members/${rated.username}/references?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ references: [expect.objectContaining({ comment: 'Reference 1', tradeId: trades[0] })], nextCursor: null });

    expect((await rated.client.get(`/api/members/${rated.username}/references?limit=0`)).body.field).toBe('limit');
    expect((await rated.client.get(`/api/members/${rated.username}/references?cursor=nonsense`)).body.field).toBe('cursor');
    // The listing page shows the owner's rating the same way.
    const listings = (await app.client().get(`/api/members/${rated.username}/listings`)).body;
    expect(listings.listings.length).toBeGreaterThan(0);
    expect((await app.client().get(`/api/listings/${listings.listings[0].id}`)).body.user).toMatchObject({ rating: '4.33', totalTrades: 3 });
  });

  it('shows a public profile with nothing private, and 404 for an unknown username', async () => {
    const visitor = app.client();
    const person = await member({ location: 'Austin, TX', phone: '555-010-2000', firstName: 'Priya', lastName: 'Raman' });
    const submitted = await person.client.post('/api/user/verification', {
      verificationType: 'ebt',
      formData: { ebtCardNumber: '2468', issuingState: 'Texas', householdSize: 3, monthlyBenefit: '$500' },
      documents: ['card.jpg'],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const shown = await visitor.get(`/api/members/${person.username}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id: person.id,
      username: person.username,
      avatar: null,
      verified: false,
      memberSince: expect.any(String),
      location: 'Austin, TX',
      rating: null,
      referenceCount: 0,
      totalTrades: 0,
    });
    // Neither the pending verification, nor the email, name, phone or balance.
    const text = JSON.stringify(shown.body);
    for (const secret of ['pending', person.email, 'Priya', 'Raman', '555-010-2000', 'standard']) expect(text).not.toContain(secret);

    const offered = await person.client.post('/api/listings', {
      title: 'Spare camp stove',
      description: 'Two-burner propane stove with one full tank.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '3',
      location: 'Austin, TX',
    });
    const listings = await visitor.get(`/api/members/${person.username}/listings`);
    expect(listings.body).toEqual({ listings: [expect.objectContaining({ id: offered.body.listing.id, title: 'Spare camp stove', credits: '3.00' })], nextCursor: null });
    expect(JSON.stringify(listings.body)).not.toContain('pending');

    const unknown = await visitor.get('/api/members/nobody_by_this_name');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Member not found.' });
    expect((await visitor.get('/api/members/nobody_by_this_name/references')).status).toBe(404);
    expect((await visitor.get('/api/members/nobody_by_this_name/listings')).status).toBe(404);
    expect((await visitor.get('/api/members/%20bad%20name')).status).toBe(404);
  });

  it('answers a repeated request with the same Idempotency-Key from the first answer', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await completedTrade(seller, buyer);
    const headers = { 'Idempotency-Key': `reference-${tradeId}` };
    const first = await buyer.client.post(`/api/trades/${tradeId}/references`, { rating: 5, comment: 'Once' }, headers);
    const replay = await buyer.client.post(`/api/trades/${tradeId}/references`, { rating: 5, comment: 'Once' }, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});

describe('the community figures of the landing page', () => {
  it('claims nothing for a community this small, and answers visitors', async () => {
    const stats = await app.client().get('/api/community-stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ activeTraders: null, trustPercent: null, metNeeds: 0 });
  });
});
