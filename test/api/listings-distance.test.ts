import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectorDbOf } from '@barteraid/projector';
import { milesBetween, roundedMiles, type GeoPoint } from '@barteraid/events';
import type { ListingCard, ListingPage } from '@barteraid/events/contracts/listings';
import type { ListingPlaces } from '@barteraid/events/contracts/location';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

let app: TestApp;
const downtown: GeoPoint = { lat: 29.7594, lng: -95.3594 }; // ZIP 77002's centroid
const ids: Record<string, string> = {};
let ana: SignedUpMember;

const listing = (title: string, description: string, extra: Record<string, unknown> = {}) => ({
  title,
  description,
  category: 'food-water',
  type: 'offer',
  credits: '5.00',
  location: 'Houston, TX',
  isUrgent: false,
  ...extra,
});

beforeAll(async () => {
  app = await startTestApp();
  ana = await signedUpMember(app);
  const ben = await signedUpMember(app);
  const cruz = await signedUpMember(app);
  const dee = await signedUpMember(app);
  // Ana pins downtown (her listings sit a quarter to half a mile off); Ben is in Montrose, Cruz in New Orleans; Dee gave no area.
  await ana.client.put('/api/user/location', { ...downtown, precision: 'neighbourhood' });
  await ben.client.put('/api/user/location', { zip: '77006', precision: 'town' });
  await cruz.client.put('/api/user/location', { zip: '70119', precision: 'area' });
  const post = async (member: SignedUpMember, key: string, body: Record<string, unknown>) => {
    const posted = await member.client.post('/api/listings', body);
    if (posted.status !== 201) throw new Error(`${key}: ${posted.status} ${JSON.stringify(posted.body)}`);
    ids[key] = posted.body.listing.id;
  };
  await post(ana, 'anaWater', listing('Bottled water, ten cases', 'Cases of drinking water to hand out today.'));
  await post(ben, 'benFilter', listing('Water filter wanted', 'A gravity water filter for a family of five.', { type: 'need', isUrgent: true, credits: '20.00' }));
  await post(ben, 'benGenerator', listing('Portable generator', 'A 3500W generator to lend for the weekend.', { category: 'tools-equipment', credits: '40.00' }));
  await post(cruz, 'cruzWater', listing('Bottled water by the pallet', 'A pallet of drinking water for shelters.'));
  await post(dee, 'deeJugs', listing('Water jugs to lend', 'Five-gallon jugs of drinking water, no area given.'));
  await post(dee, 'deeEast', listing('Water at the East End pantry', 'Drinking water at the pantry, placed by its own ZIP code.', { zip: '77003' }));
});
afterAll(async () => {
  await app?.stop();
});

async function search(query: string): Promise<ListingPage> {
  const answer = await app.client().get(`/api/listings?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const keysOf = (cards: ListingCard[]) => cards.map((card) => Object.keys(ids).find((key) => ids[key] === card.id) ?? card.id);

/** Where the read model places a listing (the public point every distance is computed from). */
async function placeOf(key: string): Promise<GeoPoint> {
  const row = await projectorDbOf(app.database.db).selectFrom('listings').select(['place_lat', 'place_lng']).where('id', '=', ids[key]!).executeTakeFirstOrThrow();
  return { lat: Number(row.place_lat), lng: Number(row.place_lng) };
}

describe('GET /api/listings near a place', () => {
  it('keeps listings within the radius of a ZIP code, each with its distance rounded, and leaves out those without a place', async () => {
    const page = await search('near=77002&radiusMiles=5');
    expect(new Set(keysOf(page.listings))).toEqual(new Set(['anaWater', 'benFilter', 'benGenerator', 'deeEast']));
    for (const card of page.listings) {
      const key = keysOf([card])[0]!;
      expect(card.distanceMiles, key).toBe(roundedMiles(milesBetween(downtown, await placeOf(key))));
      expect(Number.isInteger(card.distanceMiles), key).toBe(true);
    }
    // Ana's listing is under a mile from her own pin, but never on it.
    const anaCard = page.listings.find((card) => card.id === ids.anaWater)!;
    expect(anaCard.distanceMiles).toBe(0);
    expect(milesBetween(downtown, anaCard.place!)).toBeGreaterThanOrEqual(0.25);
    // A listing's own ZIP places it at that ZIP's centroid.
    expect(page.listings.find((card) => card.id === ids.deeEast)!).toMatchObject({ zip: '77003', place: { lat: 29.7489, lng: -95.3391 } });
    // The whole of the default radius (100 miles) still leaves New Orleans out; without a position no distance is given.
    expect(keysOf((await search('near=77002')).listings)).not.toContain('cruzWater');
    expect((await search('search=water')).listings.every((card) => card.distanceMiles === undefined)).toBe(true);
  });

  it('a position given as latitude and longitude (never stored) finds the same as the ZIP whose centroid it is', async () => {
    const byZip = await search('near=77002&radiusMiles=10&sort=newest');
    const byPosition = await search(`lat=${downtown.lat}&lng=${downtown.lng}&radiusMiles=10&sort=newest`);
    expect(byPosition.listings).toEqual(byZip.listings);
  });

  it('combines with text search (typos too), filters and every sort', async () => {
    expect(new Set(keysOf((await search('near=77002&radiusMiles=5&search=water')).listings))).toEqual(new Set(['anaWater', 'benFilter', 'deeEast']));
    expect(keysOf((await search('near=77002&radiusMiles=5&search=watr')).listings)).toContain('anaWater');
    expect(new Set(keysOf((await search('near=77002&radiusMiles=5&search=water&type=offer')).listings))).toEqual(new Set(['anaWater', 'deeEast']));
    expect(keysOf((await search('near=77002&radiusMiles=5&urgent=true')).listings)).toEqual(['benFilter']);
    expect(keysOf((await search('near=77002&radiusMiles=5&category=tools-equipment&minCredits=30')).listings)).toEqual(['benGenerator']);
    expect(keysOf((await search('near=77002&radiusMiles=5&sort=credits_desc')).listings)[0]).toBe('benGenerator');
    // A wide radius from New Orleans reaches Cruz's listing alone.
    expect(keysOf((await search('near=70119&radiusMiles=25&search=agua')).listings)).toEqual(['cruzWater']);
  });

  it('sorts nearest first, in cursor pages that neither skip nor repeat, with text and filters', async () => {
    const all = (await search('near=77002&radiusMiles=100&sort=distance&limit=50')).listings;
    const miles = await Promise.all(keysOf(all).map(async (key) => milesBetween(downtown, await placeOf(key))));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(keysOf(all)[0]).toBe('anaWater');

    const paged: ListingCard[] = [];
    let cursor: string | null = null;
    do {
      const page: ListingPage = await search(`near=77002&radiusMiles=100&sort=distance&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.listings);
      cursor = page.nextCursor;
    } while (cursor);
    expect(keysOf(paged)).toEqual(keysOf(all));

    const water = await search('near=77002&radiusMiles=100&sort=distance&search=water&limit=2');
    const rest = await search(`near=77002&radiusMiles=100&sort=distance&search=water&limit=2&cursor=${water.nextCursor}`);
    // The same order as the whole list's (Ben's place is his public point, drawn at random; Dee's is her listing's ZIP).
    const waterInOrder = keysOf(all).filter((key) => ['anaWater', 'benFilter', 'deeEast'].includes(key));
    expect(waterInOrder).toHaveLength(3);
    expect([...keysOf(water.listings), ...keysOf(rest.listings)]).toEqual(waterInOrder);

    // A cursor of one place's pages is refused for another's.
    const elsewhere = await app.client().get(`/api/listings?near=77006&radiusMiles=100&sort=distance&limit=2&cursor=${water.nextCursor}`);
    expect(elsewhere.status).toBe(400);
  });

  it('refuses bad input with a 400 naming the field and its code', async () => {
    const cases: [string, string, string][] = [
      ['near=7700', 'near', 'location.zipFormat'],
      ['near=00000', 'near', 'location.unknownZip'],
      ['near=77002&lat=29&lng=-95', 'near', 'location.nearOrPosition'],
      ['near=77002&radiusMiles=0', 'radiusMiles', 'location.radius'],
      ['near=77002&radiusMiles=101', 'radiusMiles', 'location.radius'],
      ['near=77002&radiusMiles=2.5', 'radiusMiles', 'location.radius'],
      ['near=77002&radiusMiles=ten', 'radiusMiles', 'location.radius'],
      ['radiusMiles=5', 'radiusMiles', 'location.positionNeeded'],
      ['sort=distance', 'sort', 'location.positionNeeded'],
      ['lat=91&lng=0', 'lat', 'location.latitude'],
      ['lat=north&lng=0', 'lat', 'location.latitude'],
      ['lat=29', 'lng', 'location.longitude'],
      ['lng=-95', 'lat', 'location.latitude'],
      ['lat=29&lng=-180.5', 'lng', 'location.longitude'],
    ];
    for (const [query, field, code] of cases) {
      const refused = await app.client().get(`/api/listings?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ field, code, message: expect.any(String) });
    }
    const twice = await app.client().get('/api/listings?near=77002&near=77003');
    expect(twice.status).toBe(400);
  });

  it('gives the map the places of the same search: public places only, nearest first, with distances', async () => {
    const places = async (query: string) => {
      const answer = await app.client().get(`/api/listings/places?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as ListingPlaces;
    };
    const nearby = await places('near=77002&radiusMiles=100&search=water');
    const listed = (await search('near=77002&radiusMiles=100&sort=distance&search=water&limit=50')).listings;
    expect(nearby.places.map((place) => place.id)).toEqual(listed.map((card) => card.id));
    expect(nearby.truncated).toBe(false);
    for (const [index, place] of nearby.places.entries()) {
      const card = listed[index]!;
      expect(place).toEqual({ id: card.id, title: card.title, type: card.type, isUrgent: card.isUrgent, lat: card.place!.lat, lng: card.place!.lng, distanceMiles: card.distanceMiles });
    }
    // Without a position: every placed listing (Dee's jugs have none), newest first, and no distances.
    const everywhere = await places('search=water');
    expect(new Set(keysOf(everywhere.places as never))).toEqual(new Set(['anaWater', 'benFilter', 'cruzWater', 'deeEast']));
    expect(everywhere.places.every((place) => place.distanceMiles === undefined)).toBe(true);
    expect((await places('near=77002&radiusMiles=5&urgent=true')).places.map((place) => place.id)).toEqual([ids.benFilter]);
    const refused = await app.client().get('/api/listings/places?near=77002&radiusMiles=500');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'radiusMiles', code: 'location.radius' });
  });

  it('a listing moves with its owner, and an unknown ZIP for a listing is refused', async () => {
    await ana.client.put('/api/user/location', { zip: '70119', precision: 'neighbourhood' });
    expect(keysOf((await search('near=77002&radiusMiles=5')).listings)).not.toContain('anaWater');
    expect(keysOf((await search('near=70119&radiusMiles=5')).listings)).toContain('anaWater');
    const refused = await ana.client.post('/api/listings', listing('Water for the block', 'Drinking water for neighbours.', { zip: '00000' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'zip', code: 'location.unknownZip' });
    const removed = await ana.client.patch(`/api/listings/${ids.anaWater}`, { zip: '77002' });
    expect(removed.body.listing.zip).toBe('77002');
    expect(keysOf((await search('near=77002&radiusMiles=1')).listings)).toContain('anaWater');
  });
});
