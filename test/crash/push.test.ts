import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILPOINTS_VARIABLE, newVapidKeyPair, type VapidKeys } from '@barteraid/infra';
import { decidePushes } from '@barteraid/command-api/push/outbox';
import { builtEntry } from '../support/entry-points';
import { PushServiceStandIn } from '../support/push-service';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

// Quiet hours would make the test depend on the hour it runs at.
const rules = { afterSeconds: 60, quietHours: null, siteZone: 'UTC', urgentCodes: new Set<string>() };

/**
 * The push worker killed (SIGKILL) at each of its named failpoints, then started again: a push
 * decided but not sent is sent once after the restart; a push sent but not recorded is sent again
 * with the same Topic and tag, which the push service and the device collapse into one
 * notification; nothing is decided twice, and once recorded nothing is sent again.
 */
const vapid: VapidKeys = { ...newVapidKeyPair(), subject: 'mailto:ops@barteraid.test' };
const pushService = new PushServiceStandIn(vapid.publicKey);
let app: TestApp;

beforeAll(async () => {
  await pushService.start();
  // The app's own sweep never runs here: the test decides, and the child process sends.
  app = await startTestApp(
    pushService.appConfig(vapid, vapid.subject),
    { push: { sweepIntervalMs: 3_600_000 } },
  );
});
afterAll(async () => {
  await app?.stop();
  await pushService.stop();
});

function runWorker(pushIds: string[], failpoint?: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtEntry('test/crash/push-child.ts'), app.testDatabase.url, JSON.stringify(vapid), ...pushIds], {
      env: { ...process.env, [FAILPOINTS_VARIABLE]: failpoint ? `${failpoint}=exit` : '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

/** A member with one device and a proposal to them still unread: the push decided, its row's id. */
async function decidedPush() {
  const owner = await signedUpMember(app);
  const proposer = await signedUpMember(app);
  const device = pushService.subscribe();
  expect((await owner.client.post('/api/push/subscriptions', device)).status).toBe(201);
  const listing = await owner.client.post('/api/listings', {
    title: 'Generator',
    description: 'A small generator for a day',
    category: 'tools-equipment',
    type: 'offer',
    credits: '20.00',
    location: 'Houston, TX',
  });
  expect(listing.status).toBe(201);
  expect((await proposer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'This afternoon?' })).status).toBe(201);
  const later = new Date(Date.now() + 120_000);
  const [pushId, ...more] = await decidePushes(app.database.db, later, rules);
  expect(more).toEqual([]);
  return { owner, device, pushId: pushId!, later };
}

const rowOf = (pushId: string) => app.database.db.selectFrom('push_outbox').selectAll().where('id', '=', pushId).executeTakeFirstOrThrow();

describe('the push worker killed at its failpoints', () => {
  it('push.before-send: killed after deciding, before sending; the restart sends it once', async () => {
    const { device, pushId, later } = await decidedPush();
    const died = await runWorker([pushId], 'push.before-send');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect(pushService.deliveredTo(device.deviceId)).toEqual([]);
    expect((await rowOf(pushId)).status).toBe('pending');

    // Deciding again after the restart finds the row and adds none.
    expect(await decidePushes(app.database.db, later, rules)).toEqual([]);
    const restarted = await runWorker([pushId]);
    expect(restarted.code, restarted.output).toBe(0);
    expect(pushService.deliveredTo(device.deviceId)).toHaveLength(1);
    expect(await rowOf(pushId)).toMatchObject({ status: 'sent', attempts: 1 });

    // Recorded: running the job again sends nothing.
    expect((await runWorker([pushId])).code).toBe(0);
    expect(pushService.deliveredTo(device.deviceId)).toHaveLength(1);
    expect(pushService.refused).toEqual([]);
  });

  it('push.after-send: killed after the push service accepted it, before recording; the retry carries the same Topic and tag, then it is done', async () => {
    const { device, pushId, later } = await decidedPush();
    const died = await runWorker([pushId], 'push.after-send');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect(pushService.deliveredTo(device.deviceId)).toHaveLength(1);
    expect((await rowOf(pushId)).status).toBe('pending');

    expect(await decidePushes(app.database.db, later, rules)).toEqual([]);
    expect((await runWorker([pushId])).code).toBe(0);
    const deliveries = pushService.deliveredTo(device.deviceId);
    expect(deliveries).toHaveLength(2);
    // One notification on the device: the push service replaces a waiting message of the same
    // Topic, and the service worker shows one notification per tag.
    expect(new Set(deliveries.map((delivery) => delivery.topic)).size).toBe(1);
    expect(new Set(deliveries.map((delivery) => delivery.payload.tag)).size).toBe(1);
    expect((await rowOf(pushId)).status).toBe('sent');

    expect((await runWorker([pushId])).code).toBe(0);
    expect(pushService.deliveredTo(device.deviceId)).toHaveLength(2);
  });
});
