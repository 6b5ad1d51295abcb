import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type DomainEvent, type ListingCategory } from '@barteraid/events';
import type { ListingCard, ListingPage, UserListing } from '@barteraid/events/contracts/listings';
import type { ListingMatches, NeedFigures } from '@barteraid/events/contracts/needs';
import type { AppNotification } from '@barteraid/events/contracts/notifications';
import { by, existingStream, given } from '../support/given';
import { givenTrade } from '../support/given-trades';
import { eventually } from '../support/eventually';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * Needs that close: a listing's status set by its owner (from its page, the dashboard or after a
 * trade), its expiry and renewal on a clock the test moves, the matches shown while posting, and the
 * admin's figures. Listings are seeded as their streams' events; the commands under test go over HTTP.
 */
let app: TestApp;
const HOUR = 3_600_000;
const start = Date.parse('2026-12-07T09:00:00.000Z');
let now = start;
let owner: SignedUpMember;
let giver: SignedUpMember;
let stranger: SignedUpMember;

interface Seed {
  ownerId: string;
  title: string;
  description?: string;
  type?: 'need' | 'offer';
  category?: ListingCategory;
  isUrgent?: boolean;
  at?: number;
}

/** A listing as its owner's post writes it, at the test's clock unless told. */
async function posted(seed: Seed): Promise<string> {
  const listingId = randomUUID();
  const event: DomainEvent = {
    type: 'ListingPosted',
    data: {
      listingId,
      ownerId: seed.ownerId,
      title: seed.title,
      description: seed.description ?? 'Needed for a few days after the storm, pick up or drop off.',
      category: seed.category ?? 'tools-equipment',
      type: seed.type ?? 'need',
      creditsCents: 5_00,
      location: 'Houston, TX',
      isUrgent: seed.isUrgent ?? false,
      place: null,
      postedAt: new Date(seed.at ?? now).toISOString(),
    },
  };
  await given(app, by(seed.ownerId, existingStream(streams.listing(listingId), event)));
  return listingId;
}

const marketplace = async (query = '') => (await stranger.client.get<ListingPage>(`/api/listings?limit=50${query}`)).body.listings;
const ids = (cards: { id: string }[]) => cards.map((card) => card.id);
const setStatus = (member: SignedUpMember, listingId: string, body: unknown, headers?: Record<string, string>) =>
  member.client.post(`/api/listings/${listingId}/status`, body, headers);
const mine = async (member: SignedUpMember) => (await member.client.get<UserListing[]>('/api/user/listings')).body;
/** One run of the expiry rule, then the read models caught up with what it decided. */
async function expire() {
  const report = await app.settlement.expireListings();
  await app.projector.caughtUp(await app.store.headPosition());
  return report;
}
const bell = async (member: SignedUpMember) => (await member.client.get<AppNotification[]>('/api/notifications')).body;

beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
  [owner, giver, stranger] = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
});
afterAll(async () => {
  await app?.stop();
});

describe('a listing’s status', () => {
  it('is set by the owner: a met need leaves the default view, the filter shows it, the landing page counts it', async () => {
    const listingId = await posted({ ownerId: owner.id, title: 'Need sandbags for the porch' });
    expect((await marketplace()).find((card) => card.id === listingId)).toMatchObject({ status: 'open', expired: false });
    const before = (await stranger.client.get('/api/community-stats')).body.metNeeds as number;

    const partly = await setStatus(owner, listingId, { status: 'partly_met' });
    expect(partly.status).toBe(200);
    expect(partly.body).toMatchObject({ code: 'needs.statusPartlyMet', listing: { status: 'partly_met' } });
    expect(ids(await marketplace())).toContain(listingId);

    const met = await setStatus(owner, listingId, { status: 'met' }, { 'Idempotency-Key': 'met-sandbags' });
    expect(met.body).toMatchObject({ message: 'Need Met: It leaves the marketplace. Thank you for telling us.', listing: { status: 'met' } });
    // The same request again is answered the same, and records nothing more.
    expect((await setStatus(owner, listingId, { status: 'met' }, { 'Idempotency-Key': 'met-sandbags' })).body).toEqual(met.body);
    expect((await app.store.readStream(streams.listing(listingId))).filter((event) => event.type === 'ListingStatusChanged')).toHaveLength(2);

    expect(ids(await marketplace())).not.toContain(listingId);
    expect(ids(await marketplace('&status=closed'))).toEqual([listingId]);
    expect(ids(await marketplace('&status=all'))).toContain(listingId);
    expect((await stranger.client.get('/api/community-stats')).body.metNeeds).toBe(before + 1);
    expect((await mine(owner)).find((listing) => listing.id === listingId)).toMatchObject({ status: 'met' });

    // Open again: back on the marketplace, no longer counted.
    expect((await setStatus(owner, listingId, { status: 'open' })).body.listing.status).toBe('open');
    expect(ids(await marketplace())).toContain(listingId);
    expect((await stranger.client.get('/api/community-stats')).body.metNeeds).toBe(before);
  });

  it('marks an offer taken, and refuses a need’s statuses for it', async () => {
    const offerId = await posted({ ownerId: giver.id, title: 'Box fans to lend', type: 'offer' });
    expect((await marketplace()).find((card) => card.id === offerId)?.status).toBe('available');
    const wrong = await setStatus(giver, offerId, { status: 'met' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'needs.offerStatuses', message: 'An offer can be available or taken.' });
    expect((await setStatus(giver, offerId, { status: 'taken' })).body).toMatchObject({ code: 'needs.statusTaken', listing: { status: 'taken' } });
    expect(ids(await marketplace())).not.toContain(offerId);
    expect(ids(await marketplace('&status=closed'))).toContain(offerId);
  });

  it('is the owner’s alone, and every bad input is a 400 naming its field', async () => {
    const listingId = await posted({ ownerId: owner.id, title: 'Need a tarp for the roof' });
    expect((await setStatus(stranger, listingId, { status: 'met' })).status).toBe(403);
    expect((await app.client().post(`/api/listings/${listingId}/status`, { status: 'met' })).status).toBe(401);
    expect((await setStatus(owner, randomUUID(), { status: 'met' })).status).toBe(404);
    expect((await setStatus(owner, 'not-an-id', { status: 'met' })).status).toBe(404);
    for (const [body, field] of [
      [{}, 'status'],
      [{ status: 'done' }, 'status'],
      [{ status: 'met', tradeId: 'nope' }, 'tradeId'],
      [{ status: 'met', tradeId: 12 }, 'tradeId'],
    ] as const) {
      const answer = await setStatus(owner, listingId, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field, code: expect.any(String), message: expect.any(String) });
    }
    const unknown = await setStatus(owner, listingId, { status: 'met', tradeId: randomUUID() });
    expect(unknown.body).toMatchObject({ field: 'tradeId', code: 'needs.tradeNotOfListing' });
  });

  it('is answered after a completed trade of the need ("Did this meet your need?"), and only after one', async () => {
    const { tradeId, listingId } = await givenTrade(
      app,
      { ownerId: owner.id, initiatorId: giver.id, title: 'Need a generator for the fridge', type: 'need', creditsCents: 3_00, at: new Date(now) },
      'completed',
    );
    const met = await setStatus(owner, listingId, { status: 'met', tradeId });
    expect(met.status).toBe(200);
    const changed = (await app.store.readStream(streams.listing(listingId))).find((event) => event.type === 'ListingStatusChanged');
    expect(changed?.data).toMatchObject({ status: 'met', tradeId });

    const pending = await givenTrade(app, { ownerId: owner.id, initiatorId: giver.id, title: 'Need water jugs', type: 'need', creditsCents: 1_00, at: new Date(now) }, 'accepted');
    const early = await setStatus(owner, pending.listingId, { status: 'partly_met', tradeId: pending.tradeId });
    expect(early.body).toMatchObject({ field: 'tradeId', code: 'needs.tradeNotCompleted' });
    // A trade of another listing is not this one's.
    expect((await setStatus(owner, pending.listingId, { status: 'met', tradeId })).body).toMatchObject({ code: 'needs.tradeNotOfListing' });
  });
});

describe('expiry and renewal', () => {
  it('asks "Still needed?" a day before, expires when due, waits on the dashboard and comes back renewed', async () => {
    const t0 = now;
    const urgentId = await posted({ ownerId: owner.id, title: 'Urgent: insulin cooler', isUrgent: true, category: 'medical-health' });
    const needId = await posted({ ownerId: owner.id, title: 'Need a dehumidifier', category: 'tools-equipment' });
    const offerId = await posted({ ownerId: giver.id, title: 'Spare blankets', type: 'offer', category: 'clothing' });
    expect((await mine(owner)).find((listing) => listing.id === urgentId)).toMatchObject({
      expiresAt: new Date(t0 + 48 * HOUR).toISOString(),
      expired: false,
    });

    now = t0 + 23 * HOUR;
    expect(await expire()).toMatchObject({ reminded: 0, expired: 0 });
    now = t0 + 24 * HOUR;
    expect(await expire()).toEqual({ reminded: 1, expired: 0 });
    const asked = await eventually(async () => {
      const found = (await bell(owner)).find((item) => item.title === 'Still needed?');
      expect(found).toBeDefined();
      return found!;
    });
    expect(asked.description).toBe('Your need "Urgent: insulin cooler" leaves the marketplace on December 9, 2026 UTC. Renew it from your dashboard if you still need it.');
    expect(asked.titleMessage).toMatchObject({ code: 'needsNotices.stillNeeded' });
    // Asked once, however often the rule runs.
    expect(await expire()).toEqual({ reminded: 0, expired: 0 });

    now = t0 + 48 * HOUR;
    expect(await expire()).toEqual({ reminded: 0, expired: 1 });
    await eventually(async () => expect((await bell(owner)).some((item) => item.title === 'Listing expired')).toBe(true));
    expect(ids(await marketplace())).not.toContain(urgentId);
    expect(ids(await marketplace('&status=all'))).not.toContain(urgentId);
    expect((await mine(owner)).find((listing) => listing.id === urgentId)).toMatchObject({ expired: true, isActive: true });

    // Renewed from the dashboard: two more days from now, back on the marketplace.
    const renewed = await owner.client.post(`/api/listings/${urgentId}/renew`, {});
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      code: 'needs.renewed',
      message: 'Listing Renewed: It stays on the marketplace until December 11, 2026.',
      listing: { expired: false, expiresAt: new Date(now + 48 * HOUR).toISOString() },
    });
    expect(ids(await marketplace())).toContain(urgentId);
    expect((await stranger.client.post(`/api/listings/${urgentId}/renew`, {})).status).toBe(403);

    // The week-long need is asked on its sixth day; the month-long offer not yet.
    // (Listings of the tests before, posted at the same time, are asked and expire alongside.)
    now = t0 + 144 * HOUR;
    expect((await expire()).expired).toBeGreaterThanOrEqual(1);
    expect((await mine(owner)).find((listing) => listing.id === needId)).toMatchObject({ expired: false });
    expect((await mine(owner)).find((listing) => listing.id === urgentId)).toMatchObject({ expired: true });
    now = t0 + 168 * HOUR;
    expect((await expire()).expired).toBeGreaterThanOrEqual(1);
    expect((await mine(owner)).find((listing) => listing.id === needId)).toMatchObject({ expired: true });
    expect(ids(await marketplace())).toContain(offerId);

    now = t0 + 720 * HOUR;
    expect((await expire()).expired).toBeGreaterThanOrEqual(1);
    expect(ids(await marketplace())).not.toContain(offerId);
    now = t0;
  });

  it('does not renew a met need, and expires nothing closed', async () => {
    const listingId = await posted({ ownerId: owner.id, title: 'Need bottled water', category: 'food-water' });
    await setStatus(owner, listingId, { status: 'met' });
    const refused = await owner.client.post(`/api/listings/${listingId}/renew`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'needs.closedCannotRenew' });
    const t0 = now;
    now = t0 + 400 * HOUR;
    await expire();
    expect((await mine(owner)).find((listing) => listing.id === listingId)).toMatchObject({ expired: false, status: 'met' });
    now = t0 + 800 * HOUR;
    await expire();
    now = t0;
  });
});

describe('matches when posting', () => {
  let matcher: SignedUpMember;
  let generatorOffer: string;
  let spanishOffer: string;
  let coatOffer: string;
  let ownOffer: string;
  let openNeed: string;
  let metNeed: string;

  beforeAll(async () => {
    matcher = await signedUpMember(app);
    generatorOffer = await posted({ ownerId: giver.id, type: 'offer', title: 'Portable generator 3500W', description: 'Gas generator with two extension cords, drop off available.' });
    spanishOffer = await posted({ ownerId: giver.id, type: 'offer', title: 'Generador portátil a gasolina', description: 'Presto mi generador con dos extensiones por unos días.' });
    coatOffer = await posted({ ownerId: giver.id, type: 'offer', title: 'Winter coats for kids', category: 'clothing', description: 'Warm coats in sizes 4 to 12, freshly washed.' });
    ownOffer = await posted({ ownerId: matcher.id, type: 'offer', title: 'My own generator', description: 'A small inverter generator for the weekend.' });
    openNeed = await posted({ ownerId: stranger.id, type: 'need', title: 'Need a generator for a medical fridge', description: 'Insulin has to stay cold until the power is back.' });
    metNeed = await posted({ ownerId: stranger.id, type: 'need', title: 'Need a generator for the church hall', description: 'For the warming centre tonight.' });
    await setStatus(stranger, metNeed, { status: 'met' });
  });

  const matches = async (query: string, who: SignedUpMember = matcher) => {
    const answer = await who.client.get<ListingMatches>(`/api/listings/matches?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.matches;
  };

  it('shows a need’s draft the current offers with its words, best first, never the member’s own or needs', async () => {
    const found = await matches('title=Need%20a%20generator&description=The%20power%20is%20out&category=tools-equipment&type=need');
    // Both generators (the vocabulary knows "generador"), before anything else.
    expect(ids(found).slice(0, 2).sort()).toEqual([generatorOffer, spanishOffer].sort());
    expect(ids(found)).not.toContain(ownOffer);
    expect(ids(found)).not.toContain(coatOffer);
    expect(found.every((card: ListingCard) => card.type === 'offer')).toBe(true);
  });

  it('finds Spanish offers for a Spanish draft', async () => {
    const found = await matches(`title=${encodeURIComponent('Necesito un generador')}&description=${encodeURIComponent('Se fue la luz en mi casa')}&type=need`);
    expect(ids(found)).toContain(spanishOffer);
    expect(ids(found)).not.toContain(coatOffer);
  });

  it('shows a draft whose words no listing has the same category’s listings alone', async () => {
    const found = await matches(`title=${encodeURIComponent('Linternas y pilas')}&description=${encodeURIComponent('Seis linternas nuevas.')}&category=clothing&type=need`);
    expect(ids(found)).toEqual([coatOffer]);
  });

  it('shows an offer the open needs it could meet, not the met ones, and a posted listing its matches by id', async () => {
    const found = await matches('title=Generator%20to%20lend&type=offer&category=tools-equipment');
    expect(ids(found)).toContain(openNeed);
    expect(ids(found)).not.toContain(metNeed);
    const byId = await matches(`listingId=${generatorOffer}`, stranger);
    expect(ids(byId)).not.toContain(generatorOffer);
    expect(ids(byId)).toEqual([]); // the open need is the stranger's own
    expect(ids(await matches(`listingId=${generatorOffer}`))).toEqual([openNeed]);
  });

  it('answers every bad request with a 400 naming its field', async () => {
    for (const [query, field] of [
      ['type=need', 'title'],
      ['title=Generator', 'type'],
      ['title=Generator&type=swap', 'type'],
      ['title=Generator&type=need&category=toys', 'category'],
      ['title=Generator&type=need&colour=red', 'colour'],
      ['title=Generator&type=need&type=offer', 'type'],
      [`listingId=${generatorOffer}&title=Generator`, 'listingId'],
      ['listingId=12', 'listingId'],
    ] as const) {
      const answer = await matcher.client.get(`/api/listings/matches?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ field, code: expect.any(String), message: expect.any(String) });
    }
    expect((await matcher.client.get(`/api/listings/matches?listingId=${randomUUID()}`)).status).toBe(404);
  });
});

describe('the admin’s figures on needs', () => {
  it('counts needs posted, met, partly met and expired per week, and the median wait of urgent needs for a first proposal', async () => {
    const admin = await signUpAdmin(app);
    const urgentId = await posted({ ownerId: owner.id, title: 'Urgent: wheelchair ramp', isUrgent: true, category: 'medical-health' });
    const t0 = now;
    now = t0 + 3 * HOUR;
    expect((await giver.client.post('/api/trades', { listingId: urgentId, proposedTerms: 'I can build one tomorrow' })).status).toBe(201);
    now = t0;
    const figures = await eventually(async () => {
      const answer = await admin.client.get<NeedFigures>('/api/admin/needs');
      expect(answer.body.urgentWithProposal).toBe(1);
      return answer.body;
    });
    expect(figures.urgentMedianHoursToProposal).toBe(3);
    expect(figures.weeks).toHaveLength(12);
    const thisWeek = figures.weeks.find((week) => week.week === '2026-12-07')!;
    expect(thisWeek.posted).toBeGreaterThanOrEqual(5);
    expect(thisWeek.met).toBeGreaterThanOrEqual(2);
    expect(thisWeek.partlyMet).toBeGreaterThanOrEqual(1);
    expect(figures.weeks.reduce((sum, week) => sum + week.expired, 0)).toBeGreaterThanOrEqual(1);
    expect((await owner.client.get('/api/admin/needs')).status).toBe(403);
  });
});
