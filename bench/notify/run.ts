/**
 * Notifications benchmark (run on demand: npm run bench:notify).
 * BENCH_MEMBERS (10,000) members, each with one device whose push subscription points at the push
 * service stand-in (test/support/push-service.ts, in a process of its own: it checks every VAPID
 * header and decrypts every payload, as a push service and the browser behind it would). One
 * event, a listing reaching BENCH_NOTIFIED (1,000) of them by their instant alerts
 * (`ListingAlertsMatched`, recorded by the matcher's own decider), then the product's own path:
 * the projector rings 1,000 bells, the push step of the ladder (NOTIFY_PUSH_AFTER_SECONDS=0)
 * decides 1,000 outbox rows and queues them on BullMQ (Redis), and the push worker sends each with
 * the real `web-push` sender. Measured: the time from the event's append until the stand-in has
 * received and decrypted every push, and the queue's pushes/s, against the ceiling — the same
 * stand-in receiving BENCH_NOTIFIED pushes from a tight loop of the same sender, as many at once
 * as the worker sends (PUSH_CONCURRENCY), in the same run. The database is a fresh one on
 * TEST_DATABASE_SERVER_URL, dropped at the end.
 */
import { sql, type RawBuilder } from 'kysely';
import { deterministicId, streams } from '@barteraid/events';
import { createEventStore, migrateToLatest, newVapidKeyPair, openDatabase, type Db } from '@barteraid/infra';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from '@barteraid/projector';
import { execute } from '@barteraid/command-api';
import { listingMatchesDecider } from '@barteraid/command-api/alerts/matches';
import { PUSH_CONCURRENCY } from '@barteraid/command-api/push/push';
import { pushSender, type PushDestination } from '@barteraid/command-api/push/sender';
import { startTestApp } from '../../test/support/test-app';
import type { BrowserSubscription } from '../../test/support/push-service';
import { perUnit, startCpuWindow } from '../cpu';
import { writeResult } from '../results';
import { writeMembers } from './members';
import { wallMs } from './protocol';
import { startStandIn } from './stand-in-process';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const NOTIFIED = Number(process.env.BENCH_NOTIFIED ?? 1_000);
/** The ceiling's warm-up, so neither side pays for its first compilations inside a timing. */
const WARM_UP = 50;
const round = (value: number, places = 1) => Number(value.toFixed(places));

type Subscription = BrowserSubscription & { deviceId: string };

/** PostgreSQL's backends serving the benchmark's database. */
async function backends(db: Db): Promise<number[]> {
  const rows = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return rows.rows.map((row) => Number(row.pid));
}

async function countOf(db: Db, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ count: string }>`${query}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** A browser's subscription as the sender takes it. */
const destinationOf = (subscription: Subscription): PushDestination => ({ endpoint: subscription.endpoint, ...subscription.keys });

/** The ceiling: the same sender in a tight loop, PUSH_CONCURRENCY at a time, the payload as big as the product's. */
async function sendInLoop(send: ReturnType<typeof pushSender>, devices: PushDestination[]) {
  let next = 0;
  const payload = JSON.stringify({
    title: 'New need matches your alert',
    body: 'Generator for a week: someone near you needs it',
    url: '/listings/6f1c1a52-6f6b-4a8e-9d7e-1b2c3d4e5f60',
    tag: 'listing-6f1c1a52-6f6b-4a8e-9d7e-1b2c3d4e5f60',
    lang: 'en',
    push: '0b7c3a52-1f6b-4a8e-9d7e-1b2c3d4e5f61',
  });
  const sender = async () => {
    while (next < devices.length) {
      const index = next++;
      await send(devices[index]!, { payload, ttlSeconds: 86_400, urgency: 'normal', topic: `ceiling${index}` });
    }
  };
  await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, sender));
}

const vapid = newVapidKeyPair();
const standIn = await startStandIn(vapid.publicKey);
const testDatabase = await createTestDatabase('bench_notify');
try {
  // Devices of the members, then the ceiling's own devices (and its warm-up's).
  const devices = await standIn.subscribe(MEMBERS + NOTIFIED + WARM_UP);
  const memberDevices = devices.slice(0, MEMBERS);
  const setup = await openDatabase({ url: testDatabase.url });
  const seededFrom = wallMs();
  await migrateToLatest(setup.db, readModelMigrations);
  const setupStore = await createEventStore(setup);
  const memberIds = await writeMembers(setup.db, setupStore, memberDevices);
  await setupStore.close();
  await setup.close();

  const app = await startTestApp(
    {
      LOG_LEVEL: 'error',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@barteraid.test',
      PUSH_ENDPOINT_ALLOW: standIn.origin,
      NOTIFY_PUSH_AFTER_SECONDS: '0',
      // Every member's clock must let a push through, whatever hour the benchmark runs at.
      QUIET_HOURS: 'off',
    },
    // The sweep runs when the benchmark says, right after the bells rang: its timer's wait (up to 5 s) is left out.
    { database: testDatabase, push: { sweepIntervalMs: 3_600_000 } },
  );
  try {
    const seeded = await app.store.headPosition();
    if (!(await app.projector.caughtUp(seeded, 600_000))) throw new Error('the projector did not reach the seeded log');
    const seedSeconds = (wallMs() - seededFrom) / 1000;
    const projected = await countOf(app.database.db, sql`select count(*) from push_subscriptions`);
    if (projected !== MEMBERS) throw new Error(`${projected} devices projected, not ${MEMBERS}`);

    // The ceiling, measured first in the same run.
    const send = pushSender({ ...vapid, subject: 'mailto:ops@barteraid.test' });
    const ceilingDevices = devices.slice(MEMBERS, MEMBERS + NOTIFIED).map(destinationOf);
    await sendInLoop(send, devices.slice(MEMBERS + NOTIFIED).map(destinationOf));
    const ceilingPhase = await standIn.expect(NOTIFIED, 120_000);
    const ceilingCpu = await startCpuWindow(async () => ({ 'sender loop': [process.pid], 'push stand-in': [standIn.pid] }));
    const ceilingFrom = wallMs();
    await sendInLoop(send, ceilingDevices);
    const ceilingLast = await ceilingPhase.all;
    const ceilingSpent = await ceilingCpu.stop();
    const ceilingReport = await standIn.report();
    const ceilingSeconds = (ceilingLast - ceilingFrom) / 1000;

    // The product: one event, a listing reaching NOTIFIED members' instant alerts.
    const notified = memberIds.slice(0, NOTIFIED);
    const listingId = deterministicId('bench-notify-listing');
    const ownerId = memberIds[MEMBERS - 1]!;
    const phase = await standIn.expect(NOTIFIED, 600_000);
    const cpu = await startCpuWindow(async () => ({ product: [process.pid], 'push stand-in': [standIn.pid], postgresql: await backends(app.database.db) }));
    const appendedFrom = wallMs();
    const recorded = await execute({ store: app.store, actorId: null, correlationId: deterministicId('bench-notify-event') }, streams.alertMatches(listingId), listingMatchesDecider, {
      type: 'RecordMatches',
      listing: { listingId, ownerId, title: 'Generator for a week', type: 'need', urgent: true },
      causeEventId: deterministicId('bench-notify-cause'),
      matches: notified.map((memberId) => ({ alertId: deterministicId('bench-notify-alert', memberId), memberId, frequency: 'instant' as const })),
      helpers: [],
      now: new Date().toISOString(),
    });
    const appended = wallMs();
    if (!(await app.projector.caughtUp(recorded.position!, 120_000))) throw new Error('the projector did not reach the event');
    const rang = wallMs();
    const queued = await app.push.sweep();
    const swept = wallMs();
    const last = await phase.all;
    const spent = await cpu.stop();
    const report = await standIn.report();
    // The outbox marks each row after the stand-in answered: wait for the last marks.
    let sent = 0;
    while (sent < NOTIFIED && wallMs() - last < 30_000) {
      sent = await countOf(app.database.db, sql`select count(*) from push_outbox where status = 'sent'`);
      if (sent < NOTIFIED) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const marked = wallMs();
    if (queued !== NOTIFIED) throw new Error(`the sweep queued ${queued} pushes, not ${NOTIFIED}`);
    for (const [name, seen] of [['ceiling', ceilingReport], ['product', report]] as const) {
      if (seen.refused.length > 0) throw new Error(`the stand-in refused pushes of the ${name}: ${seen.refused.slice(0, 3).join('; ')}`);
      if (seen.received !== NOTIFIED || seen.devices !== NOTIFIED) throw new Error(`the ${name} delivered ${seen.received} pushes to ${seen.devices} devices, not ${NOTIFIED}`);
    }
    if (sent !== NOTIFIED) throw new Error(`${sent} outbox rows marked sent, not ${NOTIFIED}`);

    const endToEndSeconds = (last - appendedFrom) / 1000;
    // The queue's own rate: from the sweep starting to decide until the last push arrived.
    const queueSeconds = (last - rang) / 1000;
    const ceilingPerSecond = NOTIFIED / ceilingSeconds;
    const queuePerSecond = NOTIFIED / queueSeconds;
    const result = {
      members: MEMBERS,
      notified: NOTIFIED,
      concurrency: PUSH_CONCURRENCY,
      seedSeconds: round(seedSeconds),
      appendMs: round(appended - appendedFrom),
      bellsRungMs: round(rang - appendedFrom),
      sweepQueuedMs: round(swept - rang),
      firstPushMs: round(report.firstAt! - appendedFrom),
      allPushedMs: round(last - appendedFrom),
      allMarkedSentMs: round(marked - appendedFrom),
      endToEndPushesPerSecond: round(NOTIFIED / endToEndSeconds),
      queuePushesPerSecond: round(queuePerSecond),
      ceilingSeconds: round(ceilingSeconds, 2),
      ceilingPushesPerSecond: round(ceilingPerSecond),
      ratioToCeiling: round(queuePerSecond / ceilingPerSecond, 2),
      cpuMsPerPush: perUnit(spent, NOTIFIED, ['push stand-in']),
      ceilingCpuMsPerPush: perUnit(ceilingSpent, NOTIFIED, ['push stand-in']),
      samplePayload: report.sample,
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`\n| members | notified | event → all pushed s | queue pushes/s | ceiling pushes/s | ratio |`);
    console.log(`|---|---|---|---|---|---|`);
    console.log(`| ${MEMBERS} | ${NOTIFIED} | ${round(endToEndSeconds, 2)} | ${result.queuePushesPerSecond} | ${result.ceilingPushesPerSecond} | ${result.ratioToCeiling} |`);
    await writeResult('notify', result);
  } finally {
    await app.stop();
  }
} finally {
  standIn.stop();
  await testDatabase.drop();
}
