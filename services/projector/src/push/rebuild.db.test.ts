import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeyPair } from '@barteraid/infra';
import { signedUpMember, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';
import { PushServiceStandIn } from '../../../../test/support/push-service';

const vapid = newVapidKeyPair();
const pushService = new PushServiceStandIn(vapid.publicKey);
let app: TestApp;
beforeAll(async () => {
  await pushService.start();
  app = await startTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ENDPOINT_ALLOW: pushService.origin });
});
afterAll(async () => {
  await app?.stop();
  await pushService.stop();
});

const snapshot = () => tableSnapshot(app.database.db, tablesOf(['push_subscriptions']));
const outbox = () => app.database.db.selectFrom('push_outbox').selectAll().orderBy('id').execute();

describe('push subscriptions read model', () => {
  it('rebuilds to exactly the rows it built incrementally (devices added, renewed, turned off, of a closed account), and a rebuild pushes nothing', async () => {
    const [one, two, closing] = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
    const [a, b, c, d] = [pushService.subscribe(), pushService.subscribe(), pushService.subscribe(), pushService.subscribe()];
    const renewed = pushService.subscribe();
    expect((await one.client.post('/api/push/subscriptions', a)).status).toBe(201);
    expect((await one.client.post('/api/push/subscriptions', b)).status).toBe(201);
    // The same endpoint with new keys: the device's keys are replaced.
    expect((await one.client.post('/api/push/subscriptions', { ...a, keys: renewed.keys })).status).toBe(201);
    expect((await one.client.request('DELETE', '/api/push/subscriptions', { endpoint: b.endpoint })).status).toBe(204);
    expect((await two.client.post('/api/push/subscriptions', c)).status).toBe(201);
    expect((await closing.client.post('/api/push/subscriptions', d)).status).toBe(201);
    expect((await closing.client.post('/api/user/close', { password: closing.password })).status).toBe(200);

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.push_subscriptions).toHaveLength(2);
    expect(incremental.push_subscriptions!.map((row) => JSON.parse(row) as { endpoint: string; p256dh: string })).toContainEqual(
      expect.objectContaining({ endpoint: a.endpoint, p256dh: renewed.keys.p256dh }),
    );
    const pushes = await outbox();

    await app.projector.rebuild('push_subscriptions');
    expect(await snapshot()).toEqual(incremental);
    expect(await outbox()).toEqual(pushes);
  });
});
