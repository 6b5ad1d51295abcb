import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELPER_ALERTS_PER_DAY, MAX_ALERTS, milesBetween, moved, streams, type DomainEvent, type GeoPoint, type ListingTerms } from '@barteraid/events';
import { stopAlertToken } from '@barteraid/command-api/alerts/stop-token';
import { sweepDigests } from '@barteraid/command-api/alerts/digest';
import { siteUrl } from '@barteraid/command-api';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { tableSnapshot, tablesOf } from '../support/read-models';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * Saved alerts end to end: saving and refusing, matching new and revised listings with the
 * marketplace search's words in English and Spanish, once per listing and alert, never across a
 * block, from a suspended owner or to the owner, helpers' daily cap, the stop link and the digest.
 * Listings, blocks, suspensions and verifications are seeded as events (`given`).
 */
let app: TestApp;
let alice: SignedUpMember;
let bob: SignedUpMember;

beforeAll(async () => {
  app = await startTestApp({}, { alerts: { digestSweepMs: 3_600_000 } });
  // Both in Houston: their areas are a few miles apart at most.
  alice = await signedUpMember(app, { zip: '77002' });
  bob = await signedUpMember(app, { zip: '77002' });
});
afterAll(async () => {
  await app?.stop();
});

const terms = (overrides: Partial<ListingTerms> = {}): ListingTerms => ({
  title: 'Portable generator',
  description: 'A small gas generator, lent for a few days.',
  category: 'tools-equipment',
  type: 'offer',
  creditsCents: 2000,
  location: 'Houston, TX',
  isUrgent: false,
  place: null,
  ...overrides,
});

/** Seeds a listing (or its revision) by its owner, then waits until the matcher and the read models have passed it. */
async function listed(ownerId: string, overrides: Partial<ListingTerms> = {}, listingId: string = randomUUID(), revised = false) {
  const at = new Date().toISOString();
  const event: DomainEvent = revised
    ? { type: 'ListingRevised', data: { ...terms(overrides), listingId, ownerId, revisedAt: at } }
    : { type: 'ListingPosted', data: { ...terms(overrides), listingId, ownerId, postedAt: at } };
  const position = await given(app, by(ownerId, existingStream(streams.listing(listingId), event)));
  expect(await app.alerts.reactor!.caughtUp(position, 15_000)).toBe(true);
  await readModelsAt(app);
  return listingId;
}

/** The members and alerts a listing reached, from its `alert_matches` stream. */
async function reached(listingId: string) {
  const events = await app.store.readStream(streams.alertMatches(listingId));
  return events.flatMap((event) => (event.data as { matches: { alertId: string }[] }).matches.map((match) => match.alertId));
}

async function saveAlert(member: SignedUpMember, body: Record<string, unknown>) {
  const answer = await member.client.post('/api/alerts', body, { 'Idempotency-Key': randomUUID() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.alert.id as string;
}

describe('saving alerts', () => {
  it('refuses every bad input with its field and code, and a radius without an area', async () => {
    const bad = [
      [{ query: 'x', frequency: 'hourly' }, 'frequency', 'alerts.frequency'],
      [{ query: 'x', frequency: 'daily', colour: 'red' }, 'colour', 'alerts.unknownField'],
      [{ category: 'toys', frequency: 'daily' }, 'category', 'alerts.category'],
      [{ type: 'gift', frequency: 'daily' }, 'type', 'alerts.type'],
      [{ radiusMiles: 500, frequency: 'daily' }, 'radiusMiles', 'alerts.radius'],
      [{ frequency: 'daily' }, 'query', 'alerts.nothingToWatch'],
    ] as const;
    for (const [body, field, code] of bad) {
      const answer = await alice.client.post('/api/alerts', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field, code });
      expect(typeof answer.body.message).toBe('string');
    }
    const nowhere = await signedUpMember(app);
    const answer = await nowhere.client.post('/api/alerts', { query: 'water', radiusMiles: 10, frequency: 'instant' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'radiusMiles', code: 'alerts.areaNeeded' });
  });

  it(`lists, keeps at most ${MAX_ALERTS}, and stops alerts; a retried save is one alert`, async () => {
    const member = await signedUpMember(app);
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await member.client.post('/api/alerts', { query: 'water', frequency: 'daily' }, key);
    const again = await member.client.post('/api/alerts', { query: 'water', frequency: 'daily' }, key);
    expect(again.body.alert.id).toBe(first.body.alert.id);
    for (let index = 1; index < MAX_ALERTS; index++) await saveAlert(member, { query: `word${index}`, frequency: 'weekly' });
    const refused = await member.client.post('/api/alerts', { query: 'one more', frequency: 'daily' }, { 'Idempotency-Key': randomUUID() });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('alerts.tooMany');
    const listed = await member.client.get('/api/alerts');
    expect(listed.body.alerts).toHaveLength(MAX_ALERTS);
    expect((await member.client.request('DELETE', `/api/alerts/${first.body.alert.id}`)).status).toBe(200);
    expect((await member.client.request('DELETE', `/api/alerts/${randomUUID()}`)).status).toBe(404);
    expect((await member.client.get('/api/alerts')).body.alerts).toHaveLength(MAX_ALERTS - 1);
  });
});

describe('matching listings', () => {
  it('matches as the search does, in English and in Spanish, within the radius, once per listing and alert', async () => {
    const generators = await saveAlert(alice, { query: 'generators', type: 'offer', radiusMiles: 25, frequency: 'instant' });
    const comida = await saveAlert(alice, { query: 'comida', frequency: 'instant' });
    const farAway = await saveAlert(alice, { query: 'generator', radiusMiles: 1, frequency: 'instant' });

    // "generators" finds "generator" (English stemming); the offer sits at Bob's area, a few miles off.
    const generator = await listed(bob.id);
    expect(await reached(generator)).toEqual([generators]);
    // Spanish: "Generador portátil" is found by "generators" through the vocabulary, "comida" finds "Hot meals".
    const generador = await listed(bob.id, { title: 'Generador portátil', description: 'Un generador pequeño para prestar.' });
    expect(await reached(generador)).toContain(generators);
    const meals = await listed(bob.id, { title: 'Hot meals for families', description: 'Cooked every evening.', category: 'food-water' });
    expect(await reached(meals)).toEqual([comida]);
    // One mile is less than the distance between two fuzzed Houston areas only sometimes: the radius is checked at Dallas below.
    void farAway;

    // A listing far away (Dallas) is beyond the radius.
    const dallas = await listed(bob.id, { place: { zip: '75201', lat: 32.7876, lng: -96.7994 } });
    expect(await reached(dallas)).toEqual([]);

    // Revised: nothing twice; a revision into a match is told once.
    await listed(bob.id, { description: 'Still available.' }, generator, true);
    expect(await reached(generator)).toEqual([generators]);
    const stove = await listed(bob.id, { title: 'Camping stove', description: 'Two burners.' });
    expect(await reached(stove)).toEqual([]);
    await listed(bob.id, { title: 'Camping stove and generator', description: 'Two burners.' }, stove, true);
    expect(await reached(stove)).toEqual([generators]);

    // The bell shows each listing once, as data of the alerts catalogue, linking to the listing.
    const bell = (await alice.client.get('/api/notifications')).body as { titleMessage: { code: string }; link: string }[];
    const alerts = bell.filter((row) => row.titleMessage.code.startsWith('alertNotices.'));
    expect(alerts.map((row) => row.link).sort()).toEqual([`/listings/${generator}`, `/listings/${generador}`, `/listings/${meals}`, `/listings/${stove}`].sort());
    expect(alerts.find((row) => row.link === `/listings/${generator}`)!.titleMessage.code).toBe('alertNotices.matchedOffer');
  });

  it('measures the radius from the member’s area as it is now; an alert without a radius reaches everywhere', async () => {
    const houston = { lat: 29.76, lng: -95.37 };
    const dallas = { lat: 32.7876, lng: -96.7994 };
    const mover = await signedUpMember(app);
    const pinned = async (point: GeoPoint) => expect((await mover.client.put('/api/user/location', { ...point, precision: 'neighbourhood' })).status).toBe(200);
    await pinned(houston);
    const nearby = await saveAlert(mover, { query: 'kayak', radiusMiles: 10, frequency: 'instant' });
    const everywhere = await saveAlert(mover, { query: 'kayak', frequency: 'instant' });
    const kayakAt = async (point: GeoPoint) => {
      const listingId = await listed(bob.id, { title: 'Kayak to lend', description: 'With a paddle.', place: { zip: '77002', ...point } });
      return (await reached(listingId)).filter((id) => id === nearby || id === everywhere).sort();
    };
    const both = [nearby, everywhere].sort();

    // Due east, where the box's longitudes are the tighter bound: 9.9 miles is inside, 10.1 outside.
    const inside = moved(houston, { miles: 9.9, bearing: 90 });
    const outside = moved(houston, { miles: 10.1, bearing: 90 });
    expect(milesBetween(houston, outside)).toBeGreaterThan(10);
    expect(await kayakAt(inside)).toEqual(both);
    expect(await kayakAt(outside)).toEqual([everywhere]);
    expect(await kayakAt(moved(houston, { miles: 10.1, bearing: 0 }))).toEqual([everywhere]);
    expect(await kayakAt(dallas)).toEqual([everywhere]);

    // The member moves to Dallas after saving: the same alert now reaches Dallas, and Houston no longer.
    await pinned(dallas);
    expect(await kayakAt(moved(dallas, { miles: 9.9, bearing: 200 }))).toEqual(both);
    expect(await kayakAt(inside)).toEqual([everywhere]);
  });

  it('never tells the owner, nor across a block either way, nor of a suspended member', async () => {
    const watcher = await signedUpMember(app, { zip: '77002' });
    const blocker = await signedUpMember(app);
    const blocked = await signedUpMember(app);
    const suspended = await signedUpMember(app);
    const alert = await saveAlert(watcher, { query: 'wheelbarrow', frequency: 'instant' });
    await given(app, existingStream(streams.blocks(blocker.id), { type: 'MemberBlocked', data: { blockerId: blocker.id, blockedId: watcher.id, blockedAt: new Date().toISOString() } }));
    await given(app, existingStream(streams.blocks(watcher.id), { type: 'MemberBlocked', data: { blockerId: watcher.id, blockedId: blocked.id, blockedAt: new Date().toISOString() } }));
    await given(app, existingStream(streams.suspension(suspended.id), {
      type: 'MemberSuspended',
      data: { suspensionId: randomUUID(), memberId: suspended.id, reason: 'spam', endsAt: null, suspendedBy: bob.id, reportId: null, suspendedAt: new Date().toISOString() },
    }));
    const wheelbarrow = { title: 'Wheelbarrow to lend', description: 'Sturdy.' };
    expect(await reached(await listed(watcher.id, wheelbarrow))).toEqual([]);
    expect(await reached(await listed(blocker.id, wheelbarrow))).toEqual([]);
    expect(await reached(await listed(blocked.id, wheelbarrow))).toEqual([]);
    expect(await reached(await listed(suspended.id, wheelbarrow))).toEqual([]);
    expect(await reached(await listed(bob.id, wheelbarrow))).toEqual([alert]);
  });

  it(`tells a verified helper of urgent needs nearby, at most ${HELPER_ALERTS_PER_DAY} a day`, async () => {
    const helper = await signedUpMember(app, { zip: '77002' });
    const refused = await helper.client.put('/api/alerts/helper', { withinMiles: 20 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('alerts.helperNotVerified');
    await given(app, existingStream(streams.verification(helper.id), {
      type: 'VerificationApproved',
      data: { submissionId: randomUUID(), memberId: helper.id, verificationType: 'church', by: bob.id, reason: null, approvedAt: new Date().toISOString() },
    }));
    expect((await helper.client.put('/api/alerts/helper', { withinMiles: 0 })).body).toMatchObject({ field: 'withinMiles', code: 'alerts.helperRadius' });
    expect((await helper.client.put('/api/alerts/helper', { withinMiles: 20 })).status).toBe(200);
    expect((await helper.client.get('/api/alerts')).body.helperWithinMiles).toBe(20);

    // An offer, or a need that is not urgent, does not reach helpers.
    await listed(bob.id, { title: 'Spare blankets', isUrgent: true });
    await listed(bob.id, { title: 'Need blankets', type: 'need', category: 'clothing' });
    for (let index = 0; index < HELPER_ALERTS_PER_DAY + 2; index++) {
      await listed(bob.id, { title: `Need insulin cooler ${index}`, type: 'need', isUrgent: true, category: 'medical-health' });
    }
    const alerted = await app.store.readStream(streams.helperAlerts(helper.id));
    expect(alerted).toHaveLength(HELPER_ALERTS_PER_DAY);
    const bell = (await helper.client.get('/api/notifications')).body as { titleMessage: { code: string } }[];
    expect(bell.filter((row) => row.titleMessage.code === 'alertNotices.urgentNeed')).toHaveLength(HELPER_ALERTS_PER_DAY);
  });
});

describe('stopping and digests', () => {
  it('stops an alert through its signed link without signing in; a forged link is refused', async () => {
    const member = await signedUpMember(app);
    const alertId = await saveAlert(member, { query: 'ladder', frequency: 'daily' });
    const stranger = app.client();
    const forged = await stranger.post('/api/alerts/stop', { token: stopAlertToken('not-the-secret', member.id, alertId) });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ field: 'token', code: 'alerts.stopLinkInvalid' });
    const stopped = await stranger.post('/api/alerts/stop', { token: stopAlertToken(app.config.INTERNAL_SECRET!, member.id, alertId) });
    expect(stopped.status).toBe(200);
    expect(stopped.body.code).toBe('alerts.stopped');
    expect((await member.client.get('/api/alerts')).body.alerts).toEqual([]);
  });

  it('gathers daily matches into one digest mail at the morning hour, with each alert’s stop link', async () => {
    const reader = await signedUpMember(app, { zip: '77002' });
    await saveAlert(reader, { query: 'shovel', frequency: 'daily' });
    const listingId = await listed(bob.id, { title: 'Snow shovel', description: 'Wide blade.' });
    expect(await app.store.readStream(streams.alertMatches(listingId))).toHaveLength(1);
    const bell = (await reader.client.get('/api/notifications')).body as { link: string }[];
    expect(bell.some((row) => row.link === `/listings/${listingId}`)).toBe(false);

    const options = { db: app.database.db, queue: app.queue, baseUrl: siteUrl(app.config), secret: app.config.INTERNAL_SECRET!, hour: 8, siteZone: 'UTC' };
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    expect(await sweepDigests(options, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await sweepDigests(options, tomorrow)).toBe(0);
    const mails = await app.database.db.selectFrom('mail_outbox').selectAll().where('member_id', '=', reader.id).where('kind', '=', 'alert_digest').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New listings for your alerts today');
    expect(mails[0]!.text_body).toContain('Snow shovel');
    expect(mails[0]!.text_body).toContain(`/listings/${listingId}`);
    expect(mails[0]!.text_body).toContain('/alerts/stop?token=');
  });
});

describe('the alerts read model', () => {
  it('rebuilds to exactly the rows it built live, stored queries included', async () => {
    await readModelsAt(app);
    const snapshot = () => tableSnapshot(app.database.db, tablesOf(['alerts']));
    const live = await snapshot();
    expect(live.saved_alerts!.length).toBeGreaterThan(0);
    expect(live.alert_deliveries!.length).toBeGreaterThan(0);
    await app.projector.rebuild('alerts');
    expect(await snapshot()).toEqual(live);
  });
});
