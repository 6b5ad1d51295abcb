import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type DomainEvent, type ListingTerms } from '@barteraid/events';
import type { AlertChannelStats } from '@barteraid/events/contracts/alerts';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import type { UserListing } from '@barteraid/events/contracts/listings';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { eventually } from '../support/eventually';
import { SmscStandIn } from '../support/smsc';
import { givenVerifiedNumber, replyCodeIn } from '../support/texts';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * Needs and alerts by text, against the SMSC stand-in: the "Still needed?" notice texted when left
 * unread and renewed by `YES 1234` / `SI 1234` through the web's own command, and urgent needs
 * texted to the members their alerts reached (never an ordinary match), within quiet hours and the
 * daily limit. The clock is the test's: quiet hours are the two hours starting with the hour the
 * test starts in (UTC), so the first sweeps of the alerts test fall in them whatever the hour.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const smsc = new SmscStandIn('barteraid', 's3cret');
const startHour = new Date().getUTCHours();
let offset = 0;
/** The test's clock: real time moved by `offset` (notifications keep the real time they rang at). */
const clock = () => new Date(Date.now() + offset);
let app: TestApp;

beforeAll(async () => {
  await smsc.start();
  app = await startTestApp(
    {
      SMS_URL: smsc.url,
      SMS_FROM: '15125550199',
      NOTIFY_SMS_AFTER_SECONDS: '0',
      QUIET_HOURS: `${startHour}-${(startHour + 2) % 24}`,
      TIME_ZONE: 'UTC',
      SMS_DAILY_LIMIT: '3',
    },
    { clock, sms: { sweepIntervalMs: 3_600_000 }, alerts: { digestSweepMs: 3_600_000 } },
  );
  await eventually(() => expect(smsc.binds).toContain('accepted'));
});
afterAll(async () => {
  await app?.stop();
  await smsc.stop();
});

/** Moves the clock just past the quiet hours (the same day's third hour after the start, or the next day's). */
function afterQuietHours() {
  const out = new Date();
  out.setUTCHours(startHour + 2, 1, 0, 0);
  offset = out.getTime() - Date.now();
}
/** Moves the clock back into the quiet hours. */
function inQuietHours() {
  offset = 0;
}

let nextNumber = 300;
/** A member whose number is proven (as the confirmation writes it): answers the SMSC's digits. */
async function verifiedPhone(member: SignedUpMember) {
  const phone = `+1512555${String(nextNumber++).padStart(4, '0')}`;
  await givenVerifiedNumber(app, member, phone);
  return phone.slice(1);
}

const textsTo = (digits: string) => smsc.submitted.filter((sms) => sms.to === digits).map((sms) => sms.text);
const inboundOf = async (memberId: string) =>
  (await app.database.db.selectFrom('sms_inbound').select('outcome').where('member_id', '=', memberId).orderBy('received_at').execute()).map((row) => row.outcome);
const textsOf = (memberId: string) =>
  app.database.db.selectFrom('sms_outbox').select(['kind', 'status', 'last_error']).where('member_id', '=', memberId).where('kind', '=', 'notice').orderBy('created_at').execute();

/** Sweeps the ladder and waits for `digits` to have had `count` texts; answers them. */
async function textedTimes(digits: string, count: number) {
  await app.sms.sweep();
  return eventually(() => {
    const texts = textsTo(digits);
    expect(texts).toHaveLength(count);
    return texts;
  });
}

const terms = (overrides: Partial<ListingTerms> = {}): ListingTerms => ({
  title: 'Need a generator',
  description: 'For the fridge, until the power is back.',
  category: 'tools-equipment',
  type: 'need',
  creditsCents: 2000,
  location: 'Houston, TX',
  isUrgent: false,
  place: null,
  ...overrides,
});

/** A listing posted by its owner `at`, once the alert matcher and the read models have passed it. */
async function listed(ownerId: string, overrides: Partial<ListingTerms> = {}, at = clock()) {
  const listingId = randomUUID();
  const event: DomainEvent = { type: 'ListingPosted', data: { ...terms(overrides), listingId, ownerId, postedAt: at.toISOString() } };
  const position = await given(app, by(ownerId, existingStream(streams.listing(listingId), event)));
  expect(await app.alerts.reactor!.caughtUp(position, 15_000)).toBe(true);
  await readModelsAt(app);
  return listingId;
}

/** The expiry rule run on the test's clock, then the read models caught up with it. */
async function expiryRule() {
  const report = await app.settlement.expireListings();
  await readModelsAt(app);
  return report;
}
const mine = async (member: SignedUpMember, listingId: string) =>
  (await member.client.get<UserListing[]>('/api/user/listings')).body.find((listing) => listing.id === listingId);

describe('"Still needed?" by text', () => {
  it('texts the notice left unread, after the quiet hours; YES with its code renews the listing once, even delivered twice', async () => {
    const owner = await signedUpMember(app);
    const digits = await verifiedPhone(owner);
    inQuietHours();
    // Posted six and a half days ago: a need's week ends within the day.
    const listingId = await listed(owner.id, { title: 'Need a dehumidifier' }, new Date(clock().getTime() - 6.5 * DAY));
    expect((await expiryRule()).reminded).toBeGreaterThanOrEqual(1);
    const before = await mine(owner, listingId);
    expect(before).toMatchObject({ expired: false });

    // Quiet hours: nothing yet.
    await app.sms.sweep();
    expect(textsTo(digits)).toEqual([]);
    afterQuietHours();
    const [text] = await textedTimes(digits, 1);
    const code = replyCodeIn(text!)!;
    expect(text).toMatch(new RegExp(`^Your need "Need a dehumidifier" leaves the marketplace on .+ UTC\\. Renew it from your dashboard if you still need it\\. Reply YES ${code}$`));

    expect(await smsc.deliver(digits, `YES ${code}`)).toEqual({ status: 0 });
    expect(await smsc.deliver(digits, `yes ${code}`)).toEqual({ status: 0 });
    const renewals = (await app.store.readStream(streams.listing(listingId))).filter((event) => event.type === 'ListingRenewed');
    expect(renewals).toHaveLength(1);
    expect(renewals[0]!.data).toMatchObject({ channel: 'sms', renewedBy: owner.id });
    expect(renewals[0]!.metadata).toMatchObject({ actorId: owner.id, via: 'sms' });
    expect(await inboundOf(owner.id)).toEqual(['done']);
    await eventually(() => expect(textsTo(digits)).toEqual([text, 'Done: your listing is renewed and stays on the marketplace for its full time again.']));

    await readModelsAt(app);
    const after = await mine(owner, listingId);
    expect(after).toMatchObject({ expired: false });
    expect(Date.parse(after!.expiresAt!)).toBeGreaterThan(Date.parse(before!.expiresAt!) + 6 * DAY);
    // The duplicate got no second answer.
    await app.sms.sweep();
    expect(textsTo(digits)).toHaveLength(2);
  });

  it('refuses, in the member’s language, a reply about a need since met, a wrong code, and a code whose listing was renewed on the web', async () => {
    const owner = await signedUpMember(app);
    expect((await owner.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    const digits = await verifiedPhone(owner);
    afterQuietHours();
    const postedAt = new Date(clock().getTime() - 6.5 * DAY);
    const metId = await listed(owner.id, { title: 'Necesito lonas' }, postedAt);
    const renewedId = await listed(owner.id, { title: 'Necesito agua' }, postedAt);
    await expiryRule();
    const texts = await textedTimes(digits, 2);
    const codeOf = (title: string) => replyCodeIn(texts.find((text) => text.includes(title))!)!;
    expect(texts.find((text) => text.includes('Necesito lonas'))).toMatch(/^Su necesidad "Necesito lonas" sale del mercado el .+ UTC\. .+ Responda SI \d{4}$/);
    const eventsOf = async (listingId: string) => (await app.store.readStream(streams.listing(listingId))).length;

    expect((await owner.client.post(`/api/listings/${metId}/status`, { status: 'met' })).status).toBe(200);
    const metBefore = await eventsOf(metId);
    // Written with its accent, as a phone writes it.
    expect(await smsc.deliver(digits, `Sí ${codeOf('Necesito lonas')}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)).toBe('BarterAid: Este anuncio está cerrado. Márquelo abierto otra vez para que vuelva al mercado.'));
    expect(await eventsOf(metId)).toBe(metBefore);

    const wrong = codeOf('Necesito agua') === '1000' ? '1001' : '1000';
    expect(await smsc.deliver(digits, `SI ${wrong}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)).toBe('BarterAid: ese código no es uno de sus códigos vigentes. No cambió nada. Responda AYUDA para ayuda.'));

    expect((await owner.client.post(`/api/listings/${renewedId}/renew`, {})).status).toBe(200);
    const renewedBefore = await eventsOf(renewedId);
    expect(await smsc.deliver(digits, `SI ${codeOf('Necesito agua')}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)).toBe('BarterAid: ese código venció (el anuncio se renovó después). No cambió nada.'));
    expect(await eventsOf(renewedId)).toBe(renewedBefore);
    expect(await inboundOf(owner.id)).toEqual(['refused', 'wrong code', 'expired']);
  });
});

describe('urgent needs by text', () => {
  it('texts an urgent need to an instant alert and to a nearby helper in their language, after quiet hours and within the daily limit; an ordinary match is never texted', async () => {
    const poster = await signedUpMember(app, { zip: '77002' });
    const watcher = await signedUpMember(app, { zip: '77002' });
    const helper = await signedUpMember(app, { zip: '77002' });
    expect((await helper.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    const saved = await watcher.client.post('/api/alerts', { query: 'generator', frequency: 'instant' }, { 'Idempotency-Key': randomUUID() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    await given(app, existingStream(streams.verification(helper.id), {
      type: 'VerificationApproved',
      data: { submissionId: randomUUID(), memberId: helper.id, verificationType: 'church', by: poster.id, reason: null, approvedAt: new Date().toISOString() },
    }));
    expect((await helper.client.put('/api/alerts/helper', { withinMiles: 20 })).status).toBe(200);
    const watcherDigits = await verifiedPhone(watcher);
    const helperDigits = await verifiedPhone(helper);

    // An ordinary need matching the alert: on the bell, never texted.
    afterQuietHours();
    await listed(poster.id, { title: 'Need a generator' });
    const bell = (await watcher.client.get('/api/notifications')).body as { descriptionMessage: { code: string } }[];
    expect(bell.map((row) => row.descriptionMessage.code)).toContain('alertNotices.matchedText');
    await app.sms.sweep();
    expect(textsTo(watcherDigits)).toEqual([]);
    expect(await textsOf(watcher.id)).toEqual([]);

    // An urgent one: held through the quiet hours, then texted to both.
    inQuietHours();
    await listed(poster.id, { title: 'Need a generator for oxygen', isUrgent: true });
    await app.sms.sweep();
    expect(textsTo(watcherDigits)).toEqual([]);
    expect(textsTo(helperDigits)).toEqual([]);
    afterQuietHours();
    expect(await textedTimes(watcherDigits, 1)).toEqual(['Urgent need: "Need a generator for oxygen" matches one of your saved alerts.']);
    expect(await textedTimes(helperDigits, 1)).toEqual(['Se acaba de publicar “Need a generator for oxygen” cerca de usted. Pidió recibir avisos de necesidades urgentes cercanas.']);

    // Three more urgent needs: the helper's texts stop at SMS_DAILY_LIMIT (3 here); the bell has them all.
    for (const title of ['Need insulin cooler', 'Need a wheelchair', 'Need baby formula']) await listed(poster.id, { title, isUrgent: true, category: 'medical-health' });
    await textedTimes(helperDigits, 3);
    expect((await textsOf(helper.id)).map((row) => row.status === 'skipped' ? row.last_error : 'texted')).toEqual(['texted', 'texted', 'texted', 'daily limit reached']);
    const helperBell = (await helper.client.get('/api/notifications')).body as { descriptionMessage: { code: string } }[];
    expect(helperBell.filter((row) => row.descriptionMessage.code === 'alertNotices.urgentNeedText')).toHaveLength(4);

    // The admin's alerts per channel count these four texts, and not the "Still needed?" texts nor the one skipped at the limit.
    const admin = await signedUpMember(app);
    const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
    await app.projector.caughtUp(granted.position!);
    const stats = await eventually(async () => {
      const answer = await admin.client.get<AlertChannelStats>('/api/admin/analytics/alerts');
      expect(answer.status).toBe(200);
      expect(answer.body.totals.sms).toBe(4);
      return answer.body;
    });
    expect(stats.weeks.reduce((sum, week) => sum + week.sms, 0)).toBe(4);
    expect(stats.totals.helper).toBeGreaterThanOrEqual(4);
  });
});
