import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  connectRedis,
  createBus,
  createEventStore,
  createJobQueue,
  eventStoreAnswers,
  log,
  migrateWaitingForDatabase,
  openDatabase,
  type Config,
  type Database,
  type EventStore,
  type JobQueue,
  type NotificationBus,
  loadVapidKeys,
  whenRedisReady,
} from '@barteraid/infra';
import {
  createCommandApi,
  createHourlyLimits,
  seedDemoData,
  seedReferenceData,
  startSettlement,
  startMail,
  startPush,
  startSms,
  parseQuietHours,
  startAlerts,
  siteUrl,
  smsTransport,
  watchSettlement,
  type PasswordResetMailer,
  type Clock,
  type SeedResult,
  type Settlement,
  type Mail,
  type Sms,
  type Push,
  type Alerts,
} from '@barteraid/command-api';
import { createQueryApi, memberProfile, queryDbOf } from '@barteraid/query-api';
import { Projector, allProjections, readModelMigrations, watchProjections } from '@barteraid/projector';
import { LogAudit } from '@barteraid/projector/log-audit';
import { lockDataDir } from '@barteraid/infra/data-dir-lock';
import { createGateway, type Gateway } from './app';
import { loadSecrets } from './secrets';
import { featureSeeds } from './feature-seeds';

export interface RunningApp {
  url: string;
  port: number;
  config: Config;
  database: Database;
  store: EventStore;
  bus: NotificationBus;
  projector: Projector;
  /** Settles ended trades (reactor + worker) on `queue`: BullMQ with Redis, in-process otherwise. */
  settlement: Settlement;
  /** Turns events into mails and sends them (SMTP_URL), or keeps them in the outbox. */
  mail: Mail;
  /** Pushes notifications still unread to the members' devices (web push). */
  push: Push;
  /** Texts notifications still unread to verified numbers, and handles the replies. */
  sms: Sms;
  /** Matches new listings against saved alerts and helpers, and mails the digests. */
  alerts: Alerts;
  queue: JobQueue;
  gateway: Gateway;
  seeded: SeedResult | null;
  close(): Promise<void>;
}

export interface StartOptions {
  seed?: boolean;
  clientDir?: string;
  /** Listen on this host; tests use 127.0.0.1. */
  host?: string;
  /** Delivers password reset links; defaults to the mail outbox. */
  passwordResetMailer?: PasswordResetMailer;
  /** The chat digest's window and how often due mail is queued (tests shorten them). */
  mail?: { digestWindowMs?: number; sweepIntervalMs?: number };
  /** How often the push ladder is swept (tests shorten it). */
  push?: { sweepIntervalMs?: number };
  /** The SMS step of the ladder (tests sweep it themselves). */
  sms?: { sweepIntervalMs?: number };
  /** Whether the alert matcher runs here, and how often digests are looked for (tests change them). */
  alerts?: { reactor?: boolean; digestSweepMs?: number };
  /** How often /ws checks its sockets' sessions again (30 s). */
  realtimeHeartbeatMs?: number;
  /** The time commands, settlement and timed rules (auto-release) go by; the system clock by default. Tests move it. */
  clock?: Clock;
}

/**
 * Everything in one process: database (PGlite under DATA_DIR unless DATABASE_URL), event store,
 * projector, both APIs mounted in-process, and the gateway with /ws. Redis when REDIS_URL is set.
 */
export async function startOneProcess(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const embedded = !config.DATABASE_URL;
  // The embedded database allows one process per data directory: refuse to start beside a live holder.
  const lock = embedded ? lockDataDir(config.dataDir, 'server', { shownAs: config.DATA_DIR }) : null;
  try {
    return await start(config, options, embedded, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function start(config: Config, options: StartOptions, embedded: boolean, unlock: () => void): Promise<RunningApp> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: embedded ? path.join(config.dataDir, 'pg') : undefined,
  });
  await migrateWaitingForDatabase(database.db, readModelMigrations);
  const store = await createEventStore(database, config.EVENTSTORE_URL);
  const bus = createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  // Sessions and sign-in limits: fails fast while Redis is down (503), so wait for it once at start.
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { name: 'sessions' }) : null;
  if (redis) await whenRedisReady(redis);
  const secrets = loadSecrets(config, embedded || !config.REDIS_URL);

  const projector = new Projector({ db: database.db, store, bus, projections: allProjections });
  await projector.start();
  // The hash chains are the PostgreSQL log's (EventStoreDB keeps its own).
  const audit = config.EVENTSTORE_URL ? null : new LogAudit(database.db);
  audit?.start();
  const queue = createJobQueue(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  const settlement = await startSettlement({ db: database.db, store, queue, clock: options.clock });
  // The reactors read the read models once this process's projector has applied their events.
  const readModels = { reached: (position: number, waitMs: number) => projector.caughtUp(position, waitMs) };
  const mail = await startMail({ db: database.db, store, queue, readModels, config, secret: secrets.internalSecret, ...options.mail });
  // Made once and kept in DATA_DIR on the embedded start, like the secrets: devices are subscribed to this key.
  const vapidKeys = loadVapidKeys(config, embedded || !config.REDIS_URL);
  const push = await startPush({
    db: database.db,
    store,
    queue,
    keys: vapidKeys,
    afterSeconds: config.NOTIFY_PUSH_AFTER_SECONDS,
    quietHours: parseQuietHours(config.QUIET_HOURS),
    siteZone: config.TIME_ZONE,
    clock: options.clock,
    ...options.push,
  });
  const sms = await startSms({ db: database.db, store, queue, config, transport: smsTransport(config.SMS_URL, config.SMS_FROM, config.PUBLIC_URL), clock: options.clock, ...options.sms });
  const alerts = await startAlerts({
    db: database.db,
    store,
    queue,
    readModels,
    baseUrl: siteUrl(config),
    secret: secrets.internalSecret,
    digestHour: config.ALERT_DIGEST_HOUR,
    siteZone: config.TIME_ZONE,
    clock: options.clock,
    ...options.alerts,
  });
  // The one /readyz and /metrics of this process are the gateway's: it answers for the projector and settlement too.
  const projectionWatch = watchProjections(database.db, store, config);
  const settlementWatch = watchSettlement(database.db, store, config);
  const projections = {
    async waitFor(position: number | null) {
      if (position !== null) await projector.caughtUp(position, 3000);
    },
  };

  const commandApi = createCommandApi({
    store,
    db: database.db,
    config,
    internalSecret: secrets.internalSecret,
    projections,
    hourlyLimits: createHourlyLimits(config, redis),
    passwordResetMailer: options.passwordResetMailer,
    mailQueue: queue,
    clock: options.clock,
  });
  const queryApi = createQueryApi({ db: database.db, config, internalSecret: secrets.internalSecret, clock: options.clock, pushPublicKey: vapidKeys?.publicKey ?? null });
  const gateway = await createGateway({
    config,
    db: database.db,
    readProfile: (memberId) => memberProfile(queryDbOf(database.db), memberId, config.OWNER_EMAIL, options.clock?.()),
    bus,
    redis,
    ...secrets,
    commandApi,
    queryApi,
    clientDir: options.clientDir,
    realtimeHeartbeatMs: options.realtimeHeartbeatMs,
    clock: options.clock,
    readinessChecks: {
      eventStore: eventStoreAnswers(store),
      projections: () => projectionWatch.check(),
      settlementReactor: () => settlementWatch.check(),
    },
  });

  const reference = await seedReferenceData(store);
  if (reference !== null) await projector.caughtUp(reference, 30_000);

  let seeded: SeedResult | null = null;
  if (options.seed ?? config.SEED_DEMO_DATA) {
    seeded = await seedDemoData(store, config, featureSeeds);
    await projector.caughtUp(seeded.position, 30_000);
  }

  await new Promise<void>((resolve) => gateway.server.listen(config.PORT, options.host ?? '0.0.0.0', resolve));
  const port = (gateway.server.address() as AddressInfo).port;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    config,
    database,
    store,
    bus,
    projector,
    settlement,
    mail,
    push,
    sms,
    alerts,
    queue,
    gateway,
    seeded,
    close() {
      closing ??= (async () => {
        await gateway.close();
        projectionWatch.stop();
        settlementWatch.stop();
        await settlement.stop();
        await mail.stop();
        await push.stop();
        await alerts.stop();
        sms.stop();
        await queue.close();
        await audit?.stop();
        await projector.stop();
        await store.close();
        await bus.close();
        await redis?.quit().catch(() => redis.disconnect());
        await database.close();
        unlock();
        log.info('stopped');
      })();
      return closing;
    },
  };
}
