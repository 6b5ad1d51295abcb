import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

/** A listing as the fixture describes it; `by` names the posting member. */
interface Fixture {
  key: string;
  by: 'alice' | 'bob' | 'carol';
  title: string;
  description: string;
  category: string;
  type: 'offer' | 'need';
  credits: string;
  location: string;
  isUrgent: boolean;
}

const f = (
  key: string,
  by: Fixture['by'],
  title: string,
  description: string,
  category: string,
  type: Fixture['type'],
  credits: string,
  location: string,
  isUrgent: boolean,
): Fixture => ({ key, by, title, description, category, type, credits, location, isUrgent });

const fixtures: Fixture[] = [
  f('generator', 'alice', 'Portable generator for rent', 'Gas powered 3500W unit, drop off available.', 'tools-equipment', 'offer', '40.00', 'Houston, TX', false),
  f('formula', 'alice', 'Need baby formula', 'Powder formula for an infant, any brand is fine.', 'food-water', 'need', '15.00', 'Houston, TX', true),
  f('chainsaw', 'bob', 'Chainsaw needed', 'Fallen tree blocks the driveway; need a chainsaw for an afternoon.', 'tools-equipment', 'need', '35.00', 'New Orleans, LA', true),
  f('room', 'bob', 'Spare room available', 'Dry furnished bedroom for a family, two weeks. Generator backup power.', 'shelter-housing', 'offer', '30.00', 'New Orleans, LA', false),
  f('insulin', 'carol', 'Insulin cooler wanted', 'Battery cooler to keep insulin cold during the outage.', 'medical-health', 'need', '25.00', 'Baton Rouge, LA', true),
  f('blankets', 'carol', 'Warm blankets', 'Wool blankets and sleeping bags to give away to anyone cold.', 'clothing', 'offer', '0', 'Baton Rouge, LA', false),
  f('rides', 'alice', 'Rides to the clinic', 'Minivan rides to medical appointments around town.', 'transportation', 'offer', '10.50', 'Houston, TX', false),
  f('laptop', 'bob', 'Laptop for school', 'Any working laptop for online classes, charger included ideally.', 'electronics', 'need', '120', 'New Orleans, LA', false),
  f('fema', 'carol', 'Help with FEMA forms', 'Volunteers help with disaster assistance applications.', 'services', 'offer', '0.00', 'Baton Rouge, LA', false),
  f('dog', 'alice', 'Dog foster needed', 'Temporary home for a friendly lab mix for two weeks.', 'other', 'need', '30', 'Houston, TX', true),
  f('tablets', 'bob', 'Water purification tablets', 'Need tablets or a filter during the boil-water notice.', 'food-water', 'need', '20.00', 'New Orleans, LA', true),
  f('water', 'carol', 'Bottled water cases', 'Cases of bottled water at the church hall, bring a car.', 'food-water', 'offer', '5.00', 'Baton Rouge, LA', false),
];

let app: TestApp;
const members = {} as Record<Fixture['by'] | 'dave', { client: ApiClient; id: string; email: string; username: string }>;
const ids = new Map<string, string>();
let retiredId: string;
let visitor: ApiClient;

const idOf = (key: string) => ids.get(key)!;
const keyOf = (id: string) => [...ids].find(([, value]) => value === id)?.[0] ?? id;
const keys = (listings: { id: string }[]) => listings.map((listing) => keyOf(listing.id));
const sorted = (values: string[]) => [...values].sort();
const body = (fixture: Fixture) => {
  const { key: _key, by: _by, ...rest } = fixture;
  return rest;
};

async function post(client: ApiClient, fixture: Fixture) {
  const response = await client.post('/api/listings', body(fixture));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.listing.id as string;
}

async function getAll(query: string): Promise<string[]> {
  const response = await visitor.get(`/api/listings?limit=50${query ? `&${query}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.nextCursor).toBeNull();
  return keys(response.body.listings);
}

/** The fixture keys a filter should return, worked out independently of the server. */
const expected = (match: (fixture: Fixture) => boolean) => sorted(fixtures.filter(match).map((fixture) => fixture.key));
const cents = (credits: string) => Math.round(Number(credits) * 100);

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['alice', 'bob', 'carol', 'dave'] as const) {
    const client = app.client();
    const signed = await client.signUp({ username: `${name}_${randomUUID().slice(0, 6)}` });
    members[name] = { client, id: signed.id, email: signed.email, username: signed.username };
  }
  for (const fixture of fixtures) ids.set(fixture.key, await post(members[fixture.by].client, fixture));
  retiredId = await post(members.alice.client, f('retired', 'alice', 'Old generator, sold', 'Generator already traded away.', 'tools-equipment', 'offer', '10', 'Houston, TX', true));
  expect((await members.alice.client.post(`/api/listings/${retiredId}/deactivate`, {})).status).toBe(200);
  visitor = app.client();
});

afterAll(async () => {
  await app?.stop();
});

describe('posting a listing', () => {
  it('posts for the signed-in member, ignoring any owner id in the body, and shows it on the marketplace', async () => {
    const response = await members.carol.client.post('/api/listings', {
      ...body(fixtures[0]!),
      title: 'Camp stove to lend',
      ownerId: members.alice.id,
      userId: members.alice.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatch(/Listing Posted/);
    expect(response.body.listing).toMatchObject({ ownerId: members.carol.id, credits: '40.00', isActive: true });

    const detail = await visitor.get(`/api/listings/${response.body.listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      title: 'Camp stove to lend',
      ownerId: members.carol.id,
      isOwner: false,
      user: { id: members.carol.id, username: members.carol.username, verificationStatus: 'unverified', verified: false, totalTrades: 0 },
    });
    expect(detail.body).not.toHaveProperty('deactivationReason');
    await members.carol.client.post(`/api/listings/${response.body.listing.id}/deactivate`, {});
  });

  it('needs a signed-in member', async () => {
    const response = await visitor.post('/api/listings', body(fixtures[0]!));
    expect(response.status).toBe(401);
  });

  const valid = body(fixtures[0]!);
  it.each([
    ['title', { title: undefined }, 'Title is required.', 'listings.titleRequired'],
    ['title', { title: '   ' }, 'Title is required.', 'listings.titleRequired'],
    ['title', { title: 'ab' }, 'Title must be at least 3 characters.', 'listings.titleTooShort'],
    ['title', { title: 'a 101-character title'.padEnd(101, '.') }, 'Title must be at most 100 characters.', 'listings.titleTooLong'],
    ['description', { description: '' }, 'Description is required.', 'listings.descriptionRequired'],
    ['description', { description: 'too short' }, 'Description must be at least 10 characters.', 'listings.descriptionTooShort'],
    ['description', { description: 'A description of 2001 characters'.padEnd(2001, '.') }, 'Description must be at most 2000 characters.', 'listings.descriptionTooLong'],
    ['category', { category: 'weapons' }, /^Category must be one of: food-water, shelter-housing/, 'request.invalidField'],
    ['category', { category: undefined }, /^Category must be one of/, 'request.invalidField'],
    ['type', { type: 'swap' }, 'Type must be offer or need.', 'request.invalidField'],
    ['credits', { credits: undefined }, 'Credits are required.', 'listings.creditsRequired'],
    ['credits', { credits: '-5' }, /^Credits must be a non-negative amount with at most 2 decimals/, 'listings.creditsFormat'],
    ['credits', { credits: '1.234' }, /^Credits must be a non-negative amount with at most 2 decimals/, 'listings.creditsFormat'],
    ['credits', { credits: 'ten' }, /^Credits must be a non-negative amount/, 'listings.creditsFormat'],
    ['location', { location: '' }, 'Location is required.', 'listings.locationRequired'],
    ['location', { location: 'Houston' }, "Location must look like 'City, State' (for example Houston, TX).", 'listings.cityState'],
    ['isUrgent', { isUrgent: 'yes' }, 'Urgent must be true or false.', 'request.invalidField'],
  ])('rejects a post with a bad %s: 400 naming it, with its code', async (field, override, message, code) => {
    const response = await members.alice.client.post('/api/listings', { ...valid, ...override });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    expect(response.body.code).toBe(code);
    if (code === 'request.invalidField') expect(response.body.params).toEqual({ field });
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
  });

  it('accepts credits as a number with two decimals and zero credits', async () => {
    const response = await members.bob.client.post('/api/listings', { ...valid, title: 'Free sandbags', credits: 0 });
    expect(response.status).toBe(201);
    expect(response.body.listing.credits).toBe('0.00');
    const priced = await members.bob.client.post('/api/listings', { ...valid, title: 'Sandbag filling help', credits: 12.75 });
    expect(priced.body.listing.credits).toBe('12.75');
    for (const id of [response.body.listing.id, priced.body.listing.id]) await members.bob.client.post(`/api/listings/${id}/deactivate`, {});
  });
});

describe('changing a listing', () => {
  it('lets the owner revise some fields and keeps the rest', async () => {
    const id = idOf('rides');
    const response = await members.alice.client.patch(`/api/listings/${id}`, { credits: '12.00', description: 'Minivan rides to medical appointments anywhere in town.' });
    expect(response.status).toBe(200);
    expect(response.body.listing).toMatchObject({ title: 'Rides to the clinic', credits: '12.00', isActive: true });
    const detail = await visitor.get(`/api/listings/${id}`);
    expect(detail.body).toMatchObject({ credits: '12.00', description: 'Minivan rides to medical appointments anywhere in town.' });
    await members.alice.client.patch(`/api/listings/${id}`, { credits: fixtures.find((x) => x.key === 'rides')!.credits, description: fixtures.find((x) => x.key === 'rides')!.description });
  });

  it('validates revisions like posts', async () => {
    const response = await members.alice.client.patch(`/api/listings/${idOf('rides')}`, { type: 'gift' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Type must be offer or need.', field: 'type' });
  });

  it('refuses another member: revise, deactivate, reactivate, toggle', async () => {
    const id = idOf('generator');
    const bob = members.bob.client;
    for (const attempt of [
      () => bob.patch(`/api/listings/${id}`, { title: 'Bob’s generator now' }),
      () => bob.patch(`/api/listings/${id}`, { isActive: false }),
      () => bob.post(`/api/listings/${id}/deactivate`, { reason: 'mine' }),
      () => bob.post(`/api/listings/${idOf('generator')}/reactivate`, {}),
    ]) {
      const response = await attempt();
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/Only the owner of this listing/);
    }
    const detail = await visitor.get(`/api/listings/${id}`);
    expect(detail.body).toMatchObject({ title: 'Portable generator for rent', isActive: true });
  });

  it('needs a signed-in member and answers 404 for unknown listings', async () => {
    expect((await visitor.patch(`/api/listings/${idOf('generator')}`, { title: 'Nope nope' })).status).toBe(401);
    expect((await members.alice.client.patch(`/api/listings/${randomUUID()}`, { title: 'Ghost listing' })).status).toBe(404);
    expect((await members.alice.client.post('/api/listings/not-a-uuid/deactivate', {})).status).toBe(404);
  });

  it('toggles Active/Inactive from the dashboard and the marketplace follows', async () => {
    const id = idOf('dog');
    const alice = members.alice.client;
    const before = (await visitor.get('/api/listings/stats')).body;

    const off = await alice.patch(`/api/listings/${id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.listing.isActive).toBe(false);
    const mine = await alice.get('/api/user/listings');
    expect(mine.body.find((listing: { id: string }) => listing.id === id)).toMatchObject({ isActive: false, creditValue: '30.00' });
    expect(await getAll('search=dog')).toEqual([]);
    expect((await visitor.get(`/api/listings/${id}`)).status).toBe(404);
    expect((await members.bob.client.get(`/api/listings/${id}`)).status).toBe(404);
    expect((await alice.get(`/api/listings/${id}`)).body).toMatchObject({ isActive: false, isOwner: true, deactivatedByAdmin: false });
    const during = (await visitor.get('/api/listings/stats')).body;
    expect(during).toEqual({ activeListings: before.activeListings - 1, urgentNeeds: before.urgentNeeds - 1, availableOffers: before.availableOffers });

    const on = await alice.patch(`/api/listings/${id}`, { isActive: true });
    expect(on.body.listing.isActive).toBe(true);
    expect(await getAll('search=dog')).toEqual(['dog']);
    expect((await visitor.get('/api/listings/stats')).body).toEqual(before);
  });

  it('lets an admin take a listing down with a reason the owner sees, and only an admin restore it', async () => {
    await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, members.dave.email, 'test');
    const id = idOf('laptop');
    const admin = members.dave.client;

    const noReason = await admin.post(`/api/listings/${id}/deactivate`, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toBe('Reason Required: Please give a reason for deactivating this listing.');

    const down = await admin.post(`/api/listings/${id}/deactivate`, { reason: 'Duplicate listing' });
    expect(down.status).toBe(200);
    expect(down.body.listing).toMatchObject({ isActive: false, deactivationReason: 'Duplicate listing' });

    const ownerView = await members.bob.client.get(`/api/listings/${id}`);
    expect(ownerView.body).toMatchObject({ isActive: false, deactivatedByAdmin: true, deactivationReason: 'Duplicate listing' });
    const dashboard = await members.bob.client.get('/api/user/listings');
    expect(dashboard.body.find((listing: { id: string }) => listing.id === id)).toMatchObject({ isActive: false, deactivatedByAdmin: true });
    expect((await admin.get(`/api/listings/${id}`)).status).toBe(200);

    const ownerRestore = await members.bob.client.post(`/api/listings/${id}/reactivate`, {});
    expect(ownerRestore.status).toBe(403);
    expect(ownerRestore.body.message).toMatch(/deactivated by an admin \(Duplicate listing\)/);
    expect((await admin.patch(`/api/listings/${id}`, { title: 'Admin edits are not allowed' })).status).toBe(403);

    const restored = await admin.post(`/api/listings/${id}/reactivate`, {});
    expect(restored.status).toBe(200);
    expect((await visitor.get(`/api/listings/${id}`)).body.isActive).toBe(true);
  });
});

describe('reading listings', () => {
  it('answers 404 for unknown ids and for inactive listings to visitors', async () => {
    expect((await visitor.get(`/api/listings/${randomUUID()}`)).status).toBe(404);
    expect((await visitor.get('/api/listings/nope')).body.message).toBe('Listing not found.');
    expect((await visitor.get(`/api/listings/${retiredId}`)).status).toBe(404);
    expect((await members.alice.client.get(`/api/listings/${retiredId}`)).status).toBe(200);
  });

  it('lists the member’s own listings, active and inactive, with the dashboard fields', async () => {
    expect((await visitor.get('/api/user/listings')).status).toBe(401);
    const mine = await members.alice.client.get('/api/user/listings');
    expect(mine.status).toBe(200);
    const byId = new Map(mine.body.map((listing: { id: string }) => [listing.id, listing]));
    expect(byId.get(retiredId)).toMatchObject({ isActive: false, title: 'Old generator, sold', creditValue: '10.00' });
    expect(byId.get(idOf('formula'))).toEqual(
      expect.objectContaining({ id: idOf('formula'), title: 'Need baby formula', description: expect.any(String), isActive: true, creditValue: '15.00' }),
    );
    expect(mine.body.every((listing: { id: string }) => ![idOf('chainsaw'), idOf('insulin')].includes(listing.id))).toBe(true);
  });

  it('counts active listings, urgent needs and available offers', async () => {
    const stats = await visitor.get('/api/listings/stats');
    expect(stats.body).toEqual({
      activeListings: fixtures.length,
      urgentNeeds: fixtures.filter((x) => x.type === 'need' && x.isUrgent).length,
      availableOffers: fixtures.filter((x) => x.type === 'offer').length,
    });
  });

  it('shows cards with the spec’s fields', async () => {
    const response = await visitor.get('/api/listings?search=chainsaw');
    expect(response.body.listings).toEqual([
      {
        id: idOf('chainsaw'),
        title: 'Chainsaw needed',
        description: 'Fallen tree blocks the driveway; need a chainsaw for an afternoon.',
        category: 'tools-equipment',
        type: 'need',
        credits: '35.00',
        location: 'New Orleans, LA',
        isUrgent: true,
        isActive: true,
        status: 'open',
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expired: false,
        // No ZIP of its own, and its owner set no area: it has no place, and no distance without a position.
        zip: null,
        place: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.any(String),
        ownerId: members.bob.id,
        user: { id: members.bob.id, username: members.bob.username, verificationStatus: 'unverified', verified: false },
        // Posted without photos.
        photo: null,
      },
    ]);
  });
});

describe('filters', () => {
  it('returns every active listing and never an inactive one', async () => {
    expect(sorted(await getAll(''))).toEqual(expected(() => true));
  });

  it.each([
    ['category=food-water', (x: Fixture) => x.category === 'food-water'],
    ['category=tools-equipment', (x: Fixture) => x.category === 'tools-equipment'],
    ['category=all', () => true],
    ['type=offer', (x: Fixture) => x.type === 'offer'],
    ['type=need', (x: Fixture) => x.type === 'need'],
    ['type=all', () => true],
    ['urgent=true', (x: Fixture) => x.isUrgent],
    ['urgent=false', (x: Fixture) => !x.isUrgent],
    ['location=houston', (x: Fixture) => x.location.startsWith('Houston')],
    ['location=New%20Orleans', (x: Fixture) => x.location.startsWith('New Orleans')],
    ['location=%2C%20LA', (x: Fixture) => x.location.endsWith(', LA')],
    ['minCredits=20', (x: Fixture) => cents(x.credits) >= 2000],
    ['maxCredits=10.5', (x: Fixture) => cents(x.credits) <= 1050],
    ['minCredits=20&maxCredits=35', (x: Fixture) => cents(x.credits) >= 2000 && cents(x.credits) <= 3500],
    ['category=food-water&urgent=true', (x: Fixture) => x.category === 'food-water' && x.isUrgent],
    ['category=food-water&type=offer', (x: Fixture) => x.category === 'food-water' && x.type === 'offer'],
    ['type=need&location=new%20orleans', (x: Fixture) => x.type === 'need' && x.location.startsWith('New Orleans')],
    ['type=need&urgent=true&location=houston', (x: Fixture) => x.type === 'need' && x.isUrgent && x.location.startsWith('Houston')],
    ['category=tools-equipment&type=offer&urgent=false&location=TX&maxCredits=50', (x: Fixture) =>
      x.category === 'tools-equipment' && x.type === 'offer' && !x.isUrgent && x.location.endsWith('TX') && cents(x.credits) <= 5000],
    ['category=electronics&type=offer', () => false],
    ['search=water&type=offer', (x: Fixture) => x.key === 'water'],
    // Water is a word of the Food & Water category: it finds that category's listings.
    ['search=water&category=food-water&urgent=true', (x: Fixture) => x.category === 'food-water' && x.isUrgent],
    ['search=generator&category=shelter-housing', (x: Fixture) => x.key === 'room'],
    ['search=baton%20rouge&type=offer', (x: Fixture) => x.by === 'carol' && x.type === 'offer'],
    ['search=weeks&location=houston&type=need', (x: Fixture) => x.key === 'dog'],
  ])('%s', async (query, match) => {
    expect(sorted(await getAll(query))).toEqual(expected(match));
  });

  it('treats the location filter as text, not a pattern', async () => {
    expect(await getAll('location=%25')).toEqual([]);
    expect(await getAll('location=_ouston')).toEqual([]);
  });
});

describe('search', () => {
  it('matches title, description and location words, with English stemming', async () => {
    expect(sorted(await getAll('search=blanket'))).toEqual(['blankets']);
    expect(sorted(await getAll('search=chainsaws'))).toEqual(['chainsaw']);
    expect(sorted(await getAll('search=Orleans'))).toEqual(expected((x) => x.location === 'New Orleans, LA'));
  });

  it('needs every word', async () => {
    expect(await getAll('search=insulin%20cooler')).toEqual(['insulin']);
    expect(await getAll('search=insulin%20generator')).toEqual([]);
  });

  it('ranks a title match above a description match', async () => {
    expect(await getAll('search=generator')).toEqual(['generator', 'room']);
  });

  it('tolerates typos', async () => {
    expect(await getAll('search=genrator')).toEqual(['generator', 'room']);
    expect(await getAll('search=blankts')).toEqual(['blankets']);
    expect(sorted(await getAll('search=purificaton%20tablets'))).toEqual(['tablets']);
  });

  it('finds nothing for words no listing uses, leaves such a word out next to known ones, and ignores punctuation', async () => {
    expect(await getAll('search=submarine')).toEqual([]);
    expect(await getAll('search=chainsaw%20zzyzx')).toEqual(['chainsaw']);
    expect(await getAll('search=chainsaw!!!')).toEqual(['chainsaw']);
  });
});

describe('sorting', () => {
  const listingsFor = async (query: string) => (await visitor.get(`/api/listings?limit=50&${query}`)).body.listings as {
    id: string;
    isUrgent: boolean;
    credits: string;
    createdAt: string;
  }[];
  const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
    b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

  it('shows urgent listings first by default, then the newest', async () => {
    const listings = await listingsFor('');
    expect(listings.map((x) => x.id)).toEqual((await listingsFor('sort=urgent')).map((x) => x.id));
    expect(listings.some((x) => x.isUrgent)).toBe(true);
    expect(listings[0]!.isUrgent).toBe(true);
  });

  it('sorts newest first on request', async () => {
    const listings = await listingsFor('sort=newest');
    expect(listings.map((x) => x.id)).toEqual([...listings].sort(newestFirst).map((x) => x.id));
    expect(listings[listings.length - 1]!.id).toBe(idOf('generator'));
  });

  it('puts urgent listings first, newest first within each group', async () => {
    const listings = await listingsFor('sort=urgent');
    const urgent = listings.filter((x) => x.isUrgent);
    expect(listings.slice(0, urgent.length).every((x) => x.isUrgent)).toBe(true);
    expect(urgent.map((x) => x.id)).toEqual([...urgent].sort(newestFirst).map((x) => x.id));
  });

  it('sorts by credits both ways, newest first among equal amounts', async () => {
    const byCredits = (direction: 1 | -1) => (a: { credits: string; createdAt: string; id: string }, b: typeof a) =>
      direction * (Number(a.credits) - Number(b.credits)) || newestFirst(a, b);
    const ascending = await listingsFor('sort=credits_asc');
    expect(ascending.map((x) => x.id)).toEqual([...ascending].sort(byCredits(1)).map((x) => x.id));
    expect(ascending[0]!.credits).toBe('0.00');
    const descending = await listingsFor('sort=credits_desc');
    expect(descending.map((x) => x.id)).toEqual([...descending].sort(byCredits(-1)).map((x) => x.id));
    expect(descending[0]!.id).toBe(idOf('laptop'));
  });

  it('orders by relevance when searching, or by the chosen sort', async () => {
    expect(keys(await listingsFor('search=generator&sort=credits_asc'))).toEqual(['room', 'generator']);
    expect(keys(await listingsFor('search=generator&sort=relevance'))).toEqual(['generator', 'room']);
  });
});

describe('cursor pagination', () => {
  async function walk(query: string, limit: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const response: { status: number; body: { listings: { id: string }[]; nextCursor: string | null } } = await visitor.get(`/api/listings?limit=${limit}&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.listings.length).toBeLessThanOrEqual(limit);
      seen.push(...keys(response.body.listings));
      cursor = response.body.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('pagination did not end');
  }

  it.each(['sort=newest', 'sort=urgent', 'sort=credits_asc', 'sort=credits_desc', 'search=water', 'search=the%20water', 'type=need&sort=urgent'])(
    'walks %s page by page to the same sequence as one big page, without repeats',
    async (query) => {
      const all = (await visitor.get(`/api/listings?limit=50&${query}`)).body.listings.map((x: { id: string }) => keyOf(x.id));
      for (const limit of [1, 3, 5]) {
        const paged = await walk(query, limit);
        expect(paged).toEqual(all);
        expect(new Set(paged).size).toBe(paged.length);
      }
    },
  );

  it('stays stable when a listing is posted between pages', async () => {
    // Newest first: what is posted meanwhile lands before the first page, never inside later ones.
    const first = await visitor.get('/api/listings?limit=4&sort=newest');
    const before = (await visitor.get('/api/listings?limit=50&sort=newest')).body.listings.map((x: { id: string }) => x.id);
    const fresh = await post(members.carol.client, f('fresh', 'carol', 'Fresh bread loaves', 'Baked this morning, free to neighbours.', 'food-water', 'offer', '1', 'Baton Rouge, LA', false));
    const seen = first.body.listings.map((x: { id: string }) => x.id);
    let cursor: string | null = first.body.nextCursor;
    while (cursor) {
      const page = await visitor.get(`/api/listings?limit=4&sort=newest&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...page.body.listings.map((x: { id: string }) => x.id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(before);
    expect(seen).not.toContain(fresh);
    await members.carol.client.post(`/api/listings/${fresh}/deactivate`, {});
  });
});

describe('bad parameters', () => {
  it.each([
    ['category=weapons', 'category', /^Category must be one of: all, food-water/],
    ['type=gift', 'type', 'Type must be one of: all, offer, need.'],
    ['urgent=maybe', 'urgent', 'Urgent must be true or false.'],
    ['sort=oldest', 'sort', 'Sort must be one of: relevance, newest, urgent, credits_asc, credits_desc, distance.'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 50.'],
    ['limit=51', 'limit', 'Limit must be a whole number from 1 to 50.'],
    ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 50.'],
    ['minCredits=-1', 'minCredits', 'minCredits must be a non-negative amount with at most 2 decimals.'],
    ['maxCredits=1.999', 'maxCredits', 'maxCredits must be a non-negative amount with at most 2 decimals.'],
    ['minCredits=50&maxCredits=10', 'minCredits', 'minCredits must not be more than maxCredits.'],
    [`search=${'a'.repeat(201)}`, 'search', 'Search must be at most 200 characters.'],
    ['owner=someone', 'owner', /^Unknown parameter "owner"\. Allowed: search, category/],
    ['category=food-water&category=clothing', 'category', 'Give category only once.'],
    ['cursor=not-a-cursor', 'cursor', 'Invalid cursor: start again from the first page.'],
  ])('%s → 400 on %s', async (query, field, message) => {
    const response = await visitor.get(`/api/listings?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe(field);
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
  });

  it('refuses a cursor from another sort or search', async () => {
    const { nextCursor } = (await visitor.get('/api/listings?limit=2&sort=newest')).body;
    const response = await visitor.get(`/api/listings?limit=2&sort=urgent&cursor=${encodeURIComponent(nextCursor)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/different search or sort/);
    const searched = (await visitor.get('/api/listings?limit=1&search=water')).body.nextCursor;
    expect((await visitor.get(`/api/listings?limit=1&search=generator&cursor=${encodeURIComponent(searched)}`)).status).toBe(400);
  });
});

describe('the listings read model', () => {
  it('rebuilds from the log to exactly what was built incrementally', async () => {
    const snapshot = async () => ({
      listings: await projectorDbOf(app.database.db).selectFrom('listings').selectAll().orderBy('id').execute(),
      owners: await projectorDbOf(app.database.db).selectFrom('listing_owners').selectAll().orderBy('member_id').execute(),
      stats: await projectorDbOf(app.database.db).selectFrom('listing_stats').selectAll().execute(),
      words: await projectorDbOf(app.database.db).selectFrom('listing_words').selectAll().orderBy('word').execute(),
    });
    const before = await snapshot();
    expect(before.listings.length).toBeGreaterThan(fixtures.length);
    await app.projector.rebuild('listings');
    expect(await snapshot()).toEqual(before);
  });
});
