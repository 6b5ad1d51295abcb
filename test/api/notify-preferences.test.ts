import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeyPair } from '@barteraid/infra';
import { decidePushes, type PushRules } from '@barteraid/command-api/push/outbox';
import { hourIn, parseQuietHours } from '@barteraid/command-api/sms/quiet-hours';
import { eventually } from '../support/eventually';
import { PushServiceStandIn } from '../support/push-service';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';
import { postedOffer } from '../support/trades';

/**
 * The member's own clock and their choice of channels, as the ladder applies them: pushes are
 * decided at a moment the test names, so the hour the suite runs at does not matter.
 */
const vapid = newVapidKeyPair();
const pushService = new PushServiceStandIn(vapid.publicKey);
let app: TestApp;

beforeAll(async () => {
  await pushService.start();
  app = await startTestApp(
    {
      ...pushService.appConfig(vapid),
      // The site's clock is Hawaii's: a member reckoned on it would be quiet at every moment below.
      TIME_ZONE: 'Pacific/Honolulu',
    },
    // Pushes are decided by the test at its chosen moment; the app's sweep only sends what is pending.
    { push: { sweepIntervalMs: 3_600_000 } },
  );
});
afterAll(async () => {
  await app?.stop();
  await pushService.stop();
});

const rules: PushRules = { afterSeconds: 60, quietHours: parseQuietHours('22-8'), siteZone: 'Pacific/Honolulu', urgentCodes: new Set() };

/** The next moment, at least two minutes from now (so what rang now is due) and within a day, that it is `hourUtc`:`minute` UTC. */
function nextUtc(hourUtc: number, minute: number): Date {
  const at = new Date();
  at.setUTCHours(hourUtc, minute, 0, 0);
  while (at.getTime() < Date.now() + 120_000) at.setTime(at.getTime() + 24 * 3_600_000);
  return at;
}

async function withDevice(overrides: Record<string, unknown> = {}) {
  const member = await signedUpMember(app, overrides);
  const device = pushService.subscribe();
  expect((await member.client.post('/api/push/subscriptions', device)).status).toBe(201);
  return { member, device };
}

async function proposalTo(owner: SignedUpMember, proposer: SignedUpMember) {
  const listingId = await postedOffer(owner, { credits: '12.00' });
  const proposed = await proposer.client.post('/api/trades', { listingId, proposedTerms: 'Tomorrow morning?' });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
}

const outboxOf = (memberId: string) => app.database.db.selectFrom('push_outbox').select(['id', 'status', 'last_error']).where('member_id', '=', memberId).execute();

describe("a member's time zone", () => {
  it('holds a push in the quiet hours of the member’s own zone: Los Angeles in its last quiet hour waits, New York three hours on does not', async () => {
    const proposer = await signedUpMember(app);
    const angeleno = await withDevice({ zip: '90012' });
    const newYorker = await withDevice({ zip: '10001' });
    // Chosen in /settings, the zone wins over the ZIP code's.
    const movedEast = await withDevice({ zip: '90012' });
    expect((await movedEast.member.client.put('/api/user/time-zone', { timeZone: 'America/New_York' })).status).toBe(200);
    for (const { member } of [angeleno, newYorker, movedEast]) await proposalTo(member, proposer);

    // The next half past the hour, at least two minutes away (so what rang now is due), is the last
    // quiet half hour in Los Angeles: ten quiet hours end on the next full hour there, as 22-8 ends
    // at 08:00 for 07:30. Every moment below lies within the day a push may still go, whatever the
    // hour the suite runs at (a "next 07:30" could be 23 h away, and half an hour more too late).
    const halfHour = 1_800_000;
    const morning = new Date(Math.ceil((Date.now() + 120_000) / halfHour) * halfHour);
    if (morning.getUTCMinutes() !== 30) morning.setTime(morning.getTime() + halfHour);
    const lastQuiet = hourIn(morning, 'America/Los_Angeles');
    const zoned: PushRules = { ...rules, quietHours: parseQuietHours(`${(lastQuiet + 15) % 24}-${(lastQuiet + 1) % 24}`) };
    // Three hours east it is past the quiet hours; fifteen hours later both are in them.
    expect(hourIn(morning, 'America/New_York')).toBe((lastQuiet + 3) % 24);
    const lateEvening = new Date(morning.getTime() + 15 * 3_600_000);
    await decidePushes(app.database.db, lateEvening, zoned);
    expect(await outboxOf(angeleno.member.id)).toEqual([]);
    expect(await outboxOf(newYorker.member.id)).toEqual([]);
    const decided = await decidePushes(app.database.db, morning, zoned);
    expect(await outboxOf(angeleno.member.id)).toEqual([]);
    expect((await outboxOf(newYorker.member.id)).map((row) => row.status)).toEqual(['pending']);
    expect((await outboxOf(movedEast.member.id)).map((row) => row.status)).toEqual(['pending']);
    expect(decided).toHaveLength(2);
    await app.push.sweep();
    await eventually(() => expect(pushService.deliveredTo(newYorker.device.deviceId)).toHaveLength(1));
    await eventually(() => expect(pushService.deliveredTo(movedEast.device.deviceId)).toHaveLength(1));
    expect(pushService.deliveredTo(angeleno.device.deviceId)).toEqual([]);

    // Half an hour later the quiet hours are over in Los Angeles: the held push goes.
    await decidePushes(app.database.db, new Date(morning.getTime() + halfHour), zoned);
    expect((await outboxOf(angeleno.member.id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('shows the member the zone they follow, from their ZIP code, chosen, or the site’s; refuses a zone off the list', async () => {
    const member = await signedUpMember(app, { zip: '90012' });
    const settings = async () => (await member.client.get('/api/user/notification-settings')).body;
    expect((await settings()).timeZone).toMatchObject({ chosen: null, fromArea: 'America/Los_Angeles', site: 'Pacific/Honolulu', effective: 'America/Los_Angeles' });
    expect((await member.client.put('/api/user/time-zone', { timeZone: 'America/Chicago' })).body).toMatchObject({ code: 'notifyPreferences.timeZoneSaved' });
    expect((await settings()).timeZone).toMatchObject({ chosen: 'America/Chicago', effective: 'America/Chicago' });
    const refused = await member.client.put('/api/user/time-zone', { timeZone: 'Europe/Paris' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'notifyPreferences.unknownTimeZone' });
    expect((await member.client.put('/api/user/time-zone', { timeZone: null })).status).toBe(200);
    expect((await settings()).timeZone).toMatchObject({ chosen: null, effective: 'America/Los_Angeles' });
    const pinned = await signedUpMember(app);
    expect((await pinned.client.get('/api/user/notification-settings')).body.timeZone).toMatchObject({ fromArea: null, effective: 'Pacific/Honolulu' });
  });
});

describe('choices per kind and channel', () => {
  it('a member who turned push off for trades gets no push of a proposal until they turn it on again, and sees the choice', async () => {
    const proposer = await signedUpMember(app);
    const { member, device } = await withDevice({ zip: '10001' });
    const turnedOff = await member.client.put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'push', enabled: false }, { kind: 'trades', channel: 'email', enabled: false }] });
    expect(turnedOff.status, JSON.stringify(turnedOff.body)).toBe(200);
    expect(turnedOff.body).toMatchObject({ code: 'notifyPreferences.choicesSaved' });
    const settings = (await member.client.get('/api/user/notification-settings')).body;
    expect(settings.kinds).toContainEqual({ kind: 'trades', email: false, push: false, sms: true });
    expect(settings.kinds).toContainEqual({ kind: 'chat_digest', email: true, push: true, sms: null });
    // Email is the same choice as the email preferences (and their unsubscribe links).
    expect((await member.client.get('/api/user/mail-preferences')).body.preferences).toContainEqual(expect.objectContaining({ kind: 'trades', enabled: false }));

    await proposalTo(member, proposer);
    const midday = [nextUtc(17, 0), nextUtc(16, 0)].find((at) => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at)) === 12)!;
    expect(await decidePushes(app.database.db, midday, rules)).toEqual([]);
    expect(await outboxOf(member.id)).toEqual([expect.objectContaining({ status: 'skipped', last_error: 'turned off for push in settings' })]);
    // Decided once: a later sweep adds nothing, and nothing reaches the device.
    expect(await decidePushes(app.database.db, new Date(midday.getTime() + 60_000), rules)).toEqual([]);
    await app.push.sweep();
    expect(pushService.deliveredTo(device.deviceId)).toEqual([]);

    // Turned on again, the next proposal is pushed.
    expect((await member.client.put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'push', enabled: true }] })).status).toBe(200);
    await proposalTo(member, proposer);
    expect(await decidePushes(app.database.db, midday, rules)).toHaveLength(1);
  });

  it('refuses a text choice for a kind that is never texted, and a channel or kind it does not know', async () => {
    const member = await signedUpMember(app);
    const chat = await member.client.put('/api/user/notification-choices', { choices: [{ kind: 'chat_digest', channel: 'sms', enabled: false }] });
    expect(chat.status).toBe(422);
    expect(chat.body).toMatchObject({ code: 'notifyPreferences.smsKind' });
    const pigeon = await member.client.put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'pigeon', enabled: false }] });
    expect(pigeon.status).toBe(400);
    expect(pigeon.body.field).toMatch(/channel/);
    expect((await app.client().put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'push', enabled: false }] })).status).toBe(401);
  });
});

describe("the admin's view of a member's pushes and texts", () => {
  it('lists every push and text with its state, newest first and paged, to admins only', async () => {
    const admin = await signUpAdmin(app);
    const proposer = await signedUpMember(app);
    const { member, device } = await withDevice({ zip: '10001' });
    await proposalTo(member, proposer);
    const midday = [nextUtc(17, 0), nextUtc(16, 0)].find((at) => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at)) === 12)!;
    expect(await decidePushes(app.database.db, midday, rules)).toHaveLength(1);
    await app.push.sweep();
    await eventually(() => expect(pushService.deliveredTo(device.deviceId)).toHaveLength(1));
    const pushed = pushService.deliveredTo(device.deviceId)[0]!.payload;
    await eventually(async () => expect((await outboxOf(member.id)).map((row) => row.status)).toEqual(['sent']));
    // The service worker reports the click without cookies; an id that is not a sent push changes nothing.
    expect((await app.client().post('/api/push/clicks', { id: pushed.push })).status).toBe(204);
    expect((await app.client().post('/api/push/clicks', { id: member.id })).status).toBe(204);
    expect((await app.client().post('/api/push/clicks', { id: 'not-an-id' })).status).toBe(400);

    // Texts as the SMS worker leaves them (the SMS ladder's own tests send them through an SMSC stand-in).
    const texts = [
      { status: 'delivered', body: 'Sam proposed 12 credits for Water. Reply ACCEPT 4821', delivered_at: new Date(Date.now() - 4_000), answered_at: new Date(Date.now() - 3_000) },
      { status: 'failed', body: 'Water was delivered. Reply DONE 1234', last_error: 'not delivered (UNDELIV)' },
      { status: 'delivered', body: 'Your dispute was decided.', delivered_at: new Date(Date.now() - 2_000) },
      { status: 'pending', body: 'A counter-offer for Water. Reply ACCEPT 5555' },
    ] as const;
    // The phone's own proof code, older than the rest: an admin sees that it went, never its digits.
    await app.database.db
      .insertInto('sms_outbox')
      .values({ id: crypto.randomUUID(), kind: 'phone_code', member_id: member.id, recipient: '+15125550123', body: 'Your BarterAid code is 482913. It works for 10 minutes.', status: 'delivered', created_at: new Date(Date.now() - 60_000) })
      .execute();
    let at = Date.now() + 1_000;
    for (const text of texts) {
      at += 1_000;
      await app.database.db
        .insertInto('sms_outbox')
        .values({ id: crypto.randomUUID(), kind: 'notice', member_id: member.id, recipient: '+15125550123', created_at: new Date(at), sent_at: text.status === 'pending' ? null : new Date(at), ...text })
        .execute();
    }

    const first = await admin.client.get(`/api/admin/members/${member.id}/sent-notifications?limit=3`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items.map((item: { channel: string; state: string; reason: string | null }) => [item.channel, item.state, item.reason])).toEqual([
      ['sms', 'queued', null],
      ['sms', 'delivered', null],
      ['sms', 'failed', 'not delivered (UNDELIV)'],
    ]);
    expect(first.body.items[0]).toMatchObject({ to: '+15125550123', about: 'A counter-offer for Water. Reply ACCEPT 5555', changedAt: null });
    const second = await admin.client.get(`/api/admin/members/${member.id}/sent-notifications?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.items.map((item: { channel: string; state: string }) => [item.channel, item.state])).toEqual([
      ['sms', 'answered'],
      ['push', 'clicked'],
      ['sms', 'delivered'],
    ]);
    expect(second.body.items[2].about).toBe('Your BarterAid code is ••••••. It works for 10 minutes.');
    expect(second.body.items[1]).toMatchObject({ to: 'Browser', about: 'New Trade Proposal' });
    expect(second.body.nextCursor).toBeNull();

    expect((await member.client.get(`/api/admin/members/${member.id}/sent-notifications`)).status).toBe(403);
    expect((await app.client().get(`/api/admin/members/${member.id}/sent-notifications`)).status).toBe(401);
    expect((await admin.client.get(`/api/admin/members/${crypto.randomUUID()}/sent-notifications`)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/members/${member.id}/sent-notifications?cursor=nonsense`)).body).toMatchObject({ field: 'cursor' });
  });
});
