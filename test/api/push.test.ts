import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectorDbOf } from '@barteraid/projector';
import { streams } from '@barteraid/events';
import { newVapidKeyPair } from '@barteraid/infra';
import { eventually } from '../support/eventually';
import { PushServiceStandIn, type BrowserSubscription } from '../support/push-service';
import { signedUpMember, startTestApp, type ApiClient, type SignedUpMember, type TestApp } from '../support/test-app';
import { postedOffer } from '../support/trades';

/**
 * Web push against a push service stand-in on loopback that checks the VAPID signature and
 * decrypts every payload with the device's own keys, as a browser does. The app's clock is moved
 * by the test, so "still unread a minute later" is a step the test takes, not a wait.
 */
const vapid = newVapidKeyPair();
const pushService = new PushServiceStandIn(vapid.publicKey);
let app: TestApp;
let offsetMs = 0;

beforeAll(async () => {
  await pushService.start();
  app = await startTestApp(
    {
      ...pushService.appConfig(vapid),
      // The members' clocks have their own test (notify-preferences.test.ts): here the hour the suite runs at must not matter.
      QUIET_HOURS: 'off',
    },
    // The sweep runs when the test says (`app.push.sweep()`), on the test's clock.
    { clock: () => new Date(Date.now() + offsetMs), push: { sweepIntervalMs: 3_600_000 } },
  );
});
afterAll(async () => {
  await app?.stop();
  await pushService.stop();
});

const subscribe = (client: ApiClient, subscription: BrowserSubscription, headers?: Record<string, string>) =>
  client.post('/api/push/subscriptions', subscription, headers);

/** A minute and more later, by the app's clock: what was unread is now due its push. */
async function minutesLater(minutes: number) {
  offsetMs += minutes * 60_000;
  await app.push.sweep();
}

async function proposalTo(owner: SignedUpMember, proposer: SignedUpMember, title = 'Water') {
  const listingId = await postedOffer(owner, { title, credits: '12.00' });
  const proposed = await proposer.client.post('/api/trades', { listingId, proposedTerms: 'Tomorrow morning?' });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  const tradeId = proposed.body.id as string;
  const notifications = (await owner.client.get<{ id: string; tradeId: string | null }[]>('/api/notifications')).body;
  const notification = notifications.find((item) => item.tradeId === tradeId);
  expect(notification).toBeDefined();
  return { tradeId, notificationId: notification!.id };
}

const outboxOf = (memberId: string) => app.database.db.selectFrom('push_outbox').selectAll().where('member_id', '=', memberId).execute();

describe('the push key and a member’s devices', () => {
  it('answers the VAPID public key to anyone', async () => {
    const answer = await app.client().get('/api/push/key');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ publicKey: vapid.publicKey });
  });

  it('needs a signed-in member to turn a device on, list devices or turn one off', async () => {
    const visitor = app.client();
    expect((await subscribe(visitor, pushService.subscribe())).status).toBe(401);
    expect((await visitor.get('/api/push/subscriptions')).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: `${pushService.origin}/push/x` })).status).toBe(401);
  });

  it('turns a device on once per endpoint (201 every time), lists it, and replays a retried request by its Idempotency-Key', async () => {
    const member = await signedUpMember(app);
    const device = pushService.subscribe();
    const first = await subscribe(member.client, device, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.device).toMatchObject({ endpoint: device.endpoint, device: 'Chrome on Android' });
    const again = await subscribe(member.client, device);
    expect(again.status).toBe(201);
    expect(again.body.device.id).toBe(first.body.device.id);
    const head = await app.store.headPosition();
    const keyed = await subscribe(member.client, device, { 'Idempotency-Key': 'push-key-1' });
    const replayed = await subscribe(member.client, device, { 'Idempotency-Key': 'push-key-1' });
    expect([keyed.status, replayed.status]).toEqual([201, 201]);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    // The same subscription sent again wrote nothing.
    expect(await app.store.readAll({ after: head })).toEqual([]);
    const listed = await member.client.get('/api/push/subscriptions');
    expect(listed.body.devices).toEqual([{ id: first.body.device.id, device: 'Chrome on Android', endpoint: device.endpoint, addedAt: first.body.device.addedAt }]);
    // Nobody else sees it.
    const other = await signedUpMember(app);
    expect((await other.client.get('/api/push/subscriptions')).body.devices).toEqual([]);
  });

  it('refuses an endpoint outside the push services with 400 {message, field: endpoint, code}, and stores nothing', async () => {
    const member = await signedUpMember(app);
    const device = pushService.subscribe();
    const head = await app.store.headPosition();
    const port = Number(new URL(pushService.origin).port);
    for (const endpoint of [
      'https://example.org/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      `http://127.0.0.1:${port + 1}/push/1`,
      `http://localhost:${port}/push/1`,
      'http://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com.attacker.example/fcm/send/1',
      'ftp://fcm.googleapis.com/1',
    ]) {
      const refused = await subscribe(member.client, { ...device, endpoint });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body, endpoint).toEqual({
        message: 'The push address must be an https:// address of a browser push service (Google, Mozilla, Apple or Microsoft).',
        field: 'endpoint',
        code: 'push.endpointNotAllowed',
      });
    }
    const notUrl = await subscribe(member.client, { ...device, endpoint: 'not a url' });
    expect(notUrl.body).toMatchObject({ field: 'endpoint', code: 'push.endpointInvalid' });
    expect(await app.store.readAll({ after: head })).toEqual([]);
  });

  it('refuses malformed keys and bodies with a 400 naming the field', async () => {
    const member = await signedUpMember(app);
    const device = pushService.subscribe();
    const badKey = await subscribe(member.client, { ...device, keys: { ...device.keys, p256dh: 'BAAA' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toMatchObject({ field: 'keys.p256dh', code: 'push.keyInvalid' });
    const badAuth = await subscribe(member.client, { ...device, keys: { ...device.keys, auth: 'c2hvcnQ' } });
    expect(badAuth.body).toMatchObject({ field: 'keys.auth', code: 'push.authInvalid' });
    const noKeys = await member.client.post('/api/push/subscriptions', { endpoint: device.endpoint });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.field).toBe('keys');
    const noEndpoint = await member.client.request('DELETE', '/api/push/subscriptions', {});
    expect(noEndpoint.status).toBe(400);
    expect(noEndpoint.body.field).toBe('endpoint');
    expect((await member.client.get('/api/push/subscriptions')).body.devices).toEqual([]);
  });
});

describe('the ladder’s push step', () => {
  it('pushes a notification still unread a minute later to each device, once, encrypted for it and signed by the server', async () => {
    const owner = await signedUpMember(app);
    const proposer = await signedUpMember(app, { firstName: 'Sam' });
    const [phone, laptop] = [pushService.subscribe(), pushService.subscribe()];
    expect((await subscribe(owner.client, phone)).status).toBe(201);
    expect((await subscribe(owner.client, laptop)).status).toBe(201);
    const { tradeId, notificationId } = await proposalTo(owner, proposer);

    // Not yet a minute: the bell has it, no device does.
    await app.push.sweep();
    expect(await outboxOf(owner.id)).toEqual([]);

    await minutesLater(2);
    await eventually(() => expect(pushService.deliveredTo(laptop.deviceId)).toHaveLength(1));
    await eventually(() => expect(pushService.deliveredTo(phone.deviceId)).toHaveLength(1));
    const [pushed] = pushService.deliveredTo(phone.deviceId);
    expect(pushed!.payload).toEqual({
      title: 'New Trade Proposal',
      body: expect.stringContaining('Water') as unknown as string,
      url: `/messages?trade=${tradeId}`,
      tag: notificationId,
      lang: 'en',
      push: expect.any(String) as unknown as string,
    });
    expect(pushed).toMatchObject({ urgency: 'high', ttl: 3 * 24 * 3600, topic: notificationId.replaceAll('-', '') });
    expect(pushed!.claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:ops@barteraid.test' });
    expect(pushService.refused).toEqual([]);

    // Deciding again (a second sweep, a restart) adds nothing and sends nothing.
    await minutesLater(1);
    await minutesLater(1);
    await eventually(async () => expect((await outboxOf(owner.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
    expect(pushService.deliveredTo(phone.deviceId)).toHaveLength(1);
    expect(pushService.deliveredTo(laptop.deviceId)).toHaveLength(1);
  });

  it('reading the notification first stops its push; a member without a device gets none', async () => {
    const owner = await signedUpMember(app);
    const proposer = await signedUpMember(app);
    const device = pushService.subscribe();
    expect((await subscribe(owner.client, device)).status).toBe(201);
    const { notificationId } = await proposalTo(owner, proposer);
    expect((await owner.client.post('/api/notifications/read', { ids: [notificationId] })).status).toBe(200);
    const deviceless = await signedUpMember(app);
    await proposalTo(deviceless, proposer, 'Blankets');
    await minutesLater(2);
    expect(await outboxOf(owner.id)).toEqual([]);
    expect(await outboxOf(deviceless.id)).toEqual([]);
    expect(pushService.deliveredTo(device.deviceId)).toEqual([]);
  });

  it('a device turned off gets nothing more; one its push service dropped (410) is removed', async () => {
    const owner = await signedUpMember(app);
    const proposer = await signedUpMember(app);
    const [kept, turnedOff, dropped] = [pushService.subscribe(), pushService.subscribe(), pushService.subscribe()];
    for (const device of [kept, turnedOff, dropped]) expect((await subscribe(owner.client, device)).status).toBe(201);
    const off = await owner.client.request('DELETE', '/api/push/subscriptions', { endpoint: turnedOff.endpoint });
    expect(off.status).toBe(204);
    // Twice, or an address that was never on, changes nothing.
    expect((await owner.client.request('DELETE', '/api/push/subscriptions', { endpoint: turnedOff.endpoint })).status).toBe(204);
    pushService.drop(dropped.deviceId);
    await proposalTo(owner, proposer);
    await minutesLater(2);
    await eventually(() => expect(pushService.deliveredTo(kept.deviceId)).toHaveLength(1));
    await eventually(async () => {
      const devices = (await owner.client.get<{ devices: { endpoint: string }[] }>('/api/push/subscriptions')).body.devices;
      expect(devices.map((item) => item.endpoint)).toEqual([kept.endpoint]);
    });
    expect(pushService.deliveredTo(turnedOff.deviceId)).toEqual([]);
    expect(pushService.deliveredTo(dropped.deviceId)).toEqual([]);
    const statuses = (await outboxOf(owner.id)).map((row) => row.status).sort();
    expect(statuses).toEqual(['gone', 'sent']);
    const removed = (await app.store.readStream(streams.pushSubscriptions(owner.id))).filter((event) => event.type === 'PushSubscriptionRemoved');
    expect(removed.map((event) => (event.data as { reason: string }).reason).sort()).toEqual(['gone', 'member']);
  });

  it('a closed account’s device addresses and keys are shredded: unreadable in the log, gone from the read model', async () => {
    const owner = await signedUpMember(app);
    const device = pushService.subscribe();
    expect((await subscribe(owner.client, device)).status).toBe(201);
    const stored = await app.database.db.selectFrom('es_events').select('data').where('stream_name', '=', streams.pushSubscriptions(owner.id)).execute();
    expect(JSON.stringify(stored)).not.toContain(device.endpoint);
    expect(JSON.stringify(stored)).not.toContain(device.keys.p256dh);
    expect((await owner.client.post('/api/user/close', { password: owner.password })).status).toBe(200);
    const [added] = await app.store.readStream(streams.pushSubscriptions(owner.id));
    expect(added!.data).toMatchObject({ endpoint: '', p256dh: '', auth: '', device: '' });
    expect(await projectorDbOf(app.database.db).selectFrom('push_subscriptions').select('id').where('member_id', '=', owner.id).execute()).toEqual([]);
  });
});
