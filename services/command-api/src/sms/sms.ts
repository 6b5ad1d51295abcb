import { errorFields, log, type Config, type Db, type EventStore, type JobQueue } from '@barteraid/infra';
import type { Clock } from '../command-handling';
import { SMS_QUEUE, smsWorker, type SmsJob } from '../phone/sms-outbox';
import type { SmsTransport } from '../phone/sms-transport';
import { smsGate } from './gate';
import { handleInbound } from './inbound';
import { decideTexts, type LadderRules } from './ladder';
import { parseQuietHours } from './quiet-hours';
import { smsReplies, type RegisteredReplies } from './registered-replies';
import { recordReceipt } from './receipts';

export interface SmsOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  transport: SmsTransport;
  clock?: Clock;
  /** How often the ladder is swept for notifications due a text, and pending texts queued again (15 s). */
  sweepIntervalMs?: number;
  replies?: RegisteredReplies;
}

export interface Sms {
  /** Decides the texts now due and queues every pending one; answers how many were queued. */
  sweep(): Promise<number>;
  stop(): void;
}

export const ladderRulesOf = (config: Config): LadderRules => ({
  afterSeconds: config.NOTIFY_SMS_AFTER_SECONDS,
  quietHours: parseQuietHours(config.QUIET_HOURS),
  timeZone: config.TIME_ZONE,
  dailyLimit: config.SMS_DAILY_LIMIT,
});

/**
 * Text messages: the worker on `queue` (one text per outbox row, gated by STOP and reading), the
 * ladder's SMS step and a sweep that queues pending rows whose job was lost, and what the SMSC
 * delivers over SMPP: replies (commands) and delivery receipts. It runs where mail runs. Twilio
 * delivers the same by webhook to the command API (`twilio-routes.ts`) instead.
 */
export async function startSms(options: SmsOptions): Promise<Sms> {
  const { db, store, queue, config, transport } = options;
  const replies = options.replies ?? smsReplies();
  const rules = ladderRulesOf(config);
  const now = () => options.clock?.() ?? new Date();
  await queue.process<SmsJob>(SMS_QUEUE, smsWorker(db, transport, smsGate(db)), { concurrency: 2 });
  transport.listen({
    message: async (sms) => void (await handleInbound({ db, store, config, queue, replies, clock: options.clock }, sms)),
    receipt: async (receipt) => {
      // Refused, so the SMSC delivers it again (by then the worker has recorded the id).
      if (!(await recordReceipt(db, receipt, now))) throw new Error(`a delivery receipt for an unknown message ${receipt.smscMessageId}`);
    },
  });
  const sweep = async () => {
    await decideTexts({ db, store, replies, rules }, now());
    const pending = await db.selectFrom('sms_outbox').select('id').where('status', '=', 'pending').orderBy('created_at').limit(500).execute();
    // One bulk add, not a Redis round trip per row (docs/benchmarks.md, "Notifications").
    await queue.addAll<SmsJob>(SMS_QUEUE, pending.map(({ id }) => ({ data: { smsId: id }, jobId: id })));
    return pending.length;
  };
  let sweeping: Promise<number> | null = null;
  const timer = setInterval(() => {
    sweeping ??= sweep()
      .catch((error) => {
        log.warn('sms sweep failed', errorFields(error));
        return 0;
      })
      .finally(() => (sweeping = null));
  }, options.sweepIntervalMs ?? 15_000);
  timer.unref();
  return {
    sweep,
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}
