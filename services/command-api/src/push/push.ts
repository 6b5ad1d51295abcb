import { errorFields, log, type Db, type EventStore, type JobQueue, type VapidKeys } from '@barteraid/infra';
import type { Clock } from '../command-handling';
import { smsReplies } from '../sms/registered-replies';
import type { QuietHours } from '../sms/quiet-hours';
import { decidePushes, pendingPushes, PUSH_QUEUE, type PushJob, type PushRules } from './outbox';
import { pushSender, type PushSender } from './sender';
import { pushWorker } from './worker';

/** How many pushes one process sends at once (each waits on its push service's answer). */
export const PUSH_CONCURRENCY = 8;

export interface PushOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** The server's VAPID keys; null: push is off (a split deployment without them), and this does nothing. */
  keys: VapidKeys | null;
  /** NOTIFY_PUSH_AFTER_SECONDS: how long a notification stays unread before it is pushed. */
  afterSeconds: number;
  /** QUIET_HOURS, held on each member's own clock. */
  quietHours: QuietHours | null;
  /** TIME_ZONE: the clock of members with neither a chosen zone nor a ZIP code. */
  siteZone: string;
  clock?: Clock;
  /** How often the ladder is swept for notifications due a push (5 s). */
  sweepIntervalMs?: number;
  /** Sends a push; the real push services by default. */
  send?: PushSender;
}

export interface Push {
  /** Decides the pushes now due and queues every pending one; answers how many were queued. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The ladder's push step: a sweep decides which unread notifications are due a push (an outbox row
 * per notification and device) and queues every pending row with `jobId` = row id; the worker sends
 * each once. It runs where mail runs (the one process, or beside settlement).
 */
export async function startPush(options: PushOptions): Promise<Push> {
  const { db, store, queue, keys } = options;
  if (!keys) {
    log.info('no VAPID keys: notifications are not pushed to devices (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT)');
    return { sweep: async () => 0, stop: async () => {} };
  }
  const send = options.send ?? pushSender(keys);
  await queue.process<PushJob>(PUSH_QUEUE, pushWorker({ db, store, send, clock: options.clock }), { concurrency: PUSH_CONCURRENCY });

  const replies = smsReplies();
  const rules: PushRules = {
    afterSeconds: options.afterSeconds,
    quietHours: options.quietHours,
    siteZone: options.siteZone,
    // What needs an answer within the day goes by text in quiet hours, so by push too.
    urgentCodes: new Set(replies.codes.filter((code) => replies.notice(code)?.urgent === true)),
  };
  const sweep = async () => {
    await decidePushes(db, options.clock?.() ?? new Date(), rules);
    const pending = await pendingPushes(db);
    // One bulk add: one at a time, a thousand rows waited a thousand times on Redis while the worker sent (docs/benchmarks.md, "Notifications").
    await queue.addAll<PushJob>(PUSH_QUEUE, pending.map((id) => ({ data: { pushId: id }, jobId: id })));
    return pending.length;
  };
  let sweeping: Promise<number> | null = null;
  const timer = setInterval(() => {
    sweeping ??= sweep()
      .catch((error) => {
        log.warn('push sweep failed', errorFields(error));
        return 0;
      })
      .finally(() => (sweeping = null));
  }, options.sweepIntervalMs ?? 5_000);
  timer.unref();

  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await sweeping;
    },
  };
}
