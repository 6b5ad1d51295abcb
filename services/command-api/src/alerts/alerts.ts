import { errorFields, log, type Db, type EventStore, type JobQueue, type ReadModelProgress } from '@barteraid/infra';
import type { Clock } from '../command-handling';
import { sweepDigests } from './digest';
import { AlertReactor } from './reactor';

export interface AlertsOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** Where the read models stand (the projector in this process, or its announcements). */
  readModels: ReadModelProgress;
  baseUrl: string;
  secret: string;
  /** ALERT_DIGEST_HOUR. */
  digestHour: number;
  /** TIME_ZONE: the clock of members with neither a chosen zone nor a ZIP code. */
  siteZone: string;
  clock?: Clock;
  /** Run the matcher here (default true); the crash test runs it in a process of its own. */
  reactor?: boolean;
  /** How often due digests are looked for (one minute). */
  digestSweepMs?: number;
}

export interface Alerts {
  reactor: AlertReactor | null;
  /** Adds the digests due now to the mail outbox; answers how many. */
  sweepDigests(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Alerts run where mail runs (the one process, or beside settlement): the reactor matches each
 * posted or revised listing against the saved alerts and helpers, and a sweep mails the daily and
 * weekly digests at each member's morning hour. The bell rows (and so push) follow from the
 * recorded matches in the projector.
 */
export async function startAlerts(options: AlertsOptions): Promise<Alerts> {
  const reactor = options.reactor === false ? null : new AlertReactor({ db: options.db, store: options.store, readModels: options.readModels, clock: options.clock });
  await reactor?.start();
  const now = () => (options.clock ?? (() => new Date()))();
  const sweep = () => sweepDigests({ db: options.db, queue: options.queue, baseUrl: options.baseUrl, secret: options.secret, hour: options.digestHour, siteZone: options.siteZone }, now());
  let sweeping: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    sweeping ??= sweep()
      .catch((error) => log.warn('alert digest sweep failed', errorFields(error)))
      .finally(() => (sweeping = null));
  }, options.digestSweepMs ?? 60_000);
  timer.unref();
  return {
    reactor,
    sweepDigests: sweep,
    async stop() {
      clearInterval(timer);
      await sweeping;
      await reactor?.stop();
    },
  };
}
