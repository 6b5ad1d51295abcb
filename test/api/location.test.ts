import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectorDbOf } from '@barteraid/projector';
import { milesBetween, precisionMiles, streams, type LocationPrecision } from '@barteraid/events';
import { ApiClient, newRegistration, signedUpMember, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const downtownHouston = { lat: 29.7594, lng: -95.3594 };

/** The public point the listings read model holds for a member (what every search computes from). */
async function publicPoint(memberId: string) {
  const row = await projectorDbOf(app.database.db).selectFrom('listing_owners').select(['public_lat', 'public_lng']).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return row.public_lat === null ? null : { lat: row.public_lat, lng: Number(row.public_lng) };
}

describe('PUT /api/user/location', () => {
  it('saves a ZIP code with the default precision, shows the member their exact choice, and fills an empty "City, State"', async () => {
    const member = await signedUpMember(app, { location: '' });
    expect(member.user.area).toBeNull();
    const saved = await member.client.put('/api/user/location', { zip: '77002' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ message: 'Your area is saved.', code: 'location.saved' });
    const me = (await member.client.get('/api/auth/me')).body;
    expect(me.area).toEqual({ zip: '77002', ...downtownHouston, precision: 'town' });
    expect(me.location).toBe('Houston, TX');
  });

  it('keeps the "City, State" the member typed', async () => {
    const member = await signedUpMember(app, { location: 'Pasadena, TX' });
    await member.client.put('/api/user/location', { zip: '77002', precision: 'area' });
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ location: 'Pasadena, TX', area: { precision: 'area' } });
  });

  it('takes a pin, and its public point is one stable point between half the radius and the radius away, for each precision', async () => {
    const member = await signedUpMember(app);
    const seen = new Map<LocationPrecision, { lat: number; lng: number }>();
    for (const precision of ['neighbourhood', 'town', 'area'] as const) {
      const pin = { lat: 29.75, lng: -95.36 };
      expect((await member.client.put('/api/user/location', { ...pin, precision })).status).toBe(200);
      expect((await member.client.get('/api/auth/me')).body.area).toEqual({ zip: null, ...pin, precision });
      const point = (await publicPoint(member.id))!;
      const miles = milesBetween(pin, point);
      expect(miles).toBeGreaterThanOrEqual(precisionMiles[precision] / 2);
      expect(miles).toBeLessThanOrEqual(precisionMiles[precision]);
      seen.set(precision, point);
    }
    // Back to a precision used before: the same public point, never a fresh draw.
    await member.client.put('/api/user/location', { lat: 29.75, lng: -95.36, precision: 'town' });
    expect(await publicPoint(member.id)).toEqual(seen.get('town'));
    // The same choice again records nothing.
    await member.client.put('/api/user/location', { lat: 29.75, lng: -95.36, precision: 'town' });
    const recorded = await app.store.readStream(streams.location(member.id));
    expect(recorded.map((event) => event.type)).toEqual(['MemberLocationSet', 'MemberLocationSet', 'MemberLocationSet', 'MemberLocationSet']);
  });

  it('answers a retried request with the same Idempotency-Key once, and keeps nothing of the place for the replay', async () => {
    const member = await signedUpMember(app);
    for (const [key, body] of [['area-retry-1', { zip: '70119' }], ['area-retry-2', { lat: 29.95123, lng: -90.07456, precision: 'neighbourhood' }]] as const) {
      const headers = { 'Idempotency-Key': key };
      const first = await member.client.request('PUT', '/api/user/location', body, headers);
      const again = await member.client.request('PUT', '/api/user/location', body, headers);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      // What the key keeps for a day: no ZIP code, no coordinates, and a request hash nobody can make by hashing guessed bodies.
      const kept = await sql<{ response_body: Buffer; request_hash: string }>`
        select response_body, request_hash from idempotency_keys where scope = ${member.id} and key = ${key}`.execute(app.database.db);
      const stored = kept.rows[0]!;
      expect(stored.response_body.toString('utf8')).not.toMatch(/70119|29\.95|90\.07|"lat"|"lng"|"zip"/);
      const guessed = (json: string) => createHash('sha256').update('query \n').update('json\n').update(json).digest('hex');
      expect([guessed(JSON.stringify(body)), guessed('{"zip":"70119"}')]).not.toContain(stored.request_hash);
    }
    expect(await app.store.readStream(streams.location(member.id))).toHaveLength(2);
  });

  it('refuses every bad input with a 400 naming the field and its code, and visitors', async () => {
    const member = await signedUpMember(app);
    const cases: [unknown, string, string][] = [
      [{ zip: '7700' }, 'zip', 'location.zipFormat'],
      [{ zip: 77002 }, 'zip', 'location.zipFormat'],
      [{ zip: '00000' }, 'zip', 'location.unknownZip'],
      [{ zip: '77002', lat: 29, lng: -95 }, 'zip', 'location.zipOrPin'],
      [{}, 'zip', 'location.placeNeeded'],
      [{ lat: 91, lng: 0 }, 'lat', 'location.latitude'],
      [{ lat: '29', lng: -95 }, 'lat', 'location.latitude'],
      [{ lat: 29 }, 'lng', 'location.longitude'],
      [{ lat: 29, lng: -181 }, 'lng', 'location.longitude'],
      [{ zip: '77002', precision: 'street' }, 'precision', 'location.precision'],
    ];
    for (const [body, field, code] of cases) {
      const refused = await member.client.put('/api/user/location', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toMatchObject({ field, code, message: expect.any(String) });
    }
    expect((await member.client.get('/api/auth/me')).body.area).toBeNull();
    expect((await app.client().put('/api/user/location', { zip: '77002' })).status).toBe(401);
  });

  it('takes an area at registration (optional), and refuses the registration whole for a bad one', async () => {
    const client = new ApiClient(app.url);
    const refused = await client.post('/api/auth/register', newRegistration({ zip: '99999' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'zip', code: 'location.unknownZip' });

    const registration = newRegistration({ zip: '70119', precision: 'neighbourhood', location: '' });
    expect((await client.post('/api/auth/register', registration)).status).toBe(201);
    const login = await client.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.body.area).toMatchObject({ zip: '70119', precision: 'neighbourhood' });
    expect(login.body.location).toBe('New Orleans, LA');
  });

  it('takes a pin and its precision at registration: the member reads their exact pin, others only a point as far off as they chose', async () => {
    const client = new ApiClient(app.url);
    const pin = { lat: 29.76321, lng: -95.36112 };
    const refused = await client.post('/api/auth/register', newRegistration({ lat: 91, lng: -95.36, precision: 'neighbourhood' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'lat', code: 'location.latitude', message: 'Latitude must be a number from -90 to 90.' });

    const registration = newRegistration({ ...pin, precision: 'neighbourhood', location: 'Houston, TX' });
    expect((await client.post('/api/auth/register', registration)).status).toBe(201);
    const login = await client.post('/api/auth/login', { email: registration.email, password: registration.password });
    expect(login.body.area).toEqual({ zip: null, ...pin, precision: 'neighbourhood' });
    expect((await client.get('/api/auth/me')).body.area).toEqual({ zip: null, ...pin, precision: 'neighbourhood' });

    // Their listing, read by another member: its place is the member's public point, never the pin.
    const posted = await client.post('/api/listings', {
      title: 'Diapers to share',
      description: 'Two packs of size 3 diapers for a family that needs them.',
      category: 'other',
      type: 'offer',
      credits: '1.00',
      location: 'Houston, TX',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const other = await signedUpMember(app);
    const places = await other.client.get('/api/listings/places');
    const place = places.body.places.find((found: { id: string }) => found.id === posted.body.listing.id);
    expect(place, JSON.stringify(places.body)).toBeDefined();
    const miles = milesBetween(pin, place);
    expect(miles).toBeGreaterThanOrEqual(precisionMiles.neighbourhood / 2);
    expect(miles).toBeLessThanOrEqual(precisionMiles.neighbourhood);
    const listing = await other.client.get(`/api/listings/${posted.body.listing.id}`);
    expect(listing.status).toBe(200);
    // A leaked pin shows both its coordinates; the public point may share one of them to four
    // decimals by chance (an offset due east keeps the latitude), which exposes nothing.
    for (const answer of [places.body, listing.body]) {
      const json = JSON.stringify(answer);
      expect(/29\.7632/.test(json) && /95\.3611/.test(json), json).toBe(false);
    }
  });

  it('shreds the area with the account: no exact point left in any read model once it closes', async () => {
    const member = await signedUpMember(app);
    await member.client.put('/api/user/location', { lat: 29.7, lng: -95.4, precision: 'town' });
    const closed = await member.client.post('/api/user/close', { password: member.password });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await projectorDbOf(app.database.db).selectFrom('member_areas').selectAll().where('member_id', '=', member.id).execute()).toEqual([]);
    expect(await publicPoint(member.id)).toBeNull();
    // The log still holds the event, but it reads as erased for every reader.
    const [event] = await app.store.readStream(streams.location(member.id));
    expect(event!.data).toMatchObject({ zip: null, point: null, offset: null, publicPoint: null });
  });
});
