import { errorFields, log, preparedOf, type Config, type Db, type EventStore, type JobQueue, type ReadModelProgress } from '@barteraid/infra';
import { MAIL_QUEUE, type MailJob } from './outbox';
import { MailReactor } from './reactor';
import { mailTransport, type MailTransport } from './transport';
import { mailWorker } from './worker';
import { deliverByQueue, localSender, type LocalSender } from './sender';
import { siteUrl } from './site-url';

export interface MailOptions {
  db: Db;
  store: EventStore;
  queue: JobQueue;
  /** Where the read models stand (the projector in this process, or its announcements). */
  readModels: ReadModelProgress;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>;
  /** Signs unsubscribe links: the server's internal secret. */
  secret: string;
  /** Run the reactor (turns events into mails) here; default true. */
  reactor?: boolean;
  /** Run the worker (sends them) here; default true. */
  worker?: boolean;
  /** A conversation mails a member at most once per this window (15 minutes). */
  digestWindowMs?: number;
  /** How often due mails without a job (digests, mails whose job was lost) are queued (15 s). */
  sweepIntervalMs?: number;
}

export interface Mail {
  reactor: MailReactor | null;
  transport: MailTransport;
  /** Queues every pending mail that is due; answers how many. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export { siteUrl };

/**
 * Mail: the reactor turns events into outbox rows and hands them to the worker (in this process
 * directly, else as jobs), the worker sends each row once, and a sweep queues rows that are due and
 * unsent — chat digests whose window has ended, rows whose send or job was lost with a process, or
 * whose job ran out of retries.
 */
export async function startMail(options: MailOptions): Promise<Mail> {
  const { store, queue, config, secret } = options;
  // Outbox rows, recipients and preferences are found by id: prepared, one plan for every value.
  const db = preparedOf(options.db);
  const baseUrl = siteUrl(config);
  const transport = mailTransport(config.SMTP_URL, config.MAIL_FROM);
  // The queue's jobs: mails a request added, retries, and what the sweep finds due.
  let sender: LocalSender | null = null;
  if (options.worker ?? true) {
    const send = mailWorker({ db, transport, baseUrl, secret });
    await queue.process<MailJob>(MAIL_QUEUE, send, { concurrency: 2 });
    sender = localSender(send, queue);
  }
  // The reactor's mails go straight to the worker when it runs here: no job, no Redis round trips per mail.
  const deliver = sender ? sender.deliver : deliverByQueue(queue);
  const reactor =
    (options.reactor ?? true)
      ? new MailReactor({ db, store, deliver, baseUrl, secret, readModels: options.readModels, digestWindowMs: options.digestWindowMs ?? 15 * 60_000 })
      : null;
  await reactor?.start();

  const sweep = async () => {
    const now = new Date();
    const due = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('send_after', '<=', now)
      // Not one a sender holds: it is being sent, or its claim has not lapsed yet.
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .orderBy('send_after')
      .limit(500)
      .execute();
    // One bulk add, not a Redis round trip per row (docs/benchmarks.md, "Notifications").
    await queue.addAll<MailJob>(MAIL_QUEUE, due.map(({ id }) => ({ data: { mailId: id }, jobId: id })));
    return due.length;
  };
  let sweeping: Promise<number> | null = null;
  const timer = setInterval(() => {
    sweeping ??= sweep()
      .catch((error) => {
        log.warn('mail sweep failed', errorFields(error));
        return 0;
      })
      .finally(() => (sweeping = null));
  }, options.sweepIntervalMs ?? 15_000);
  timer.unref();

  return {
    reactor,
    transport,
    sweep,
    async stop() {
      clearInterval(timer);
      await sweeping;
      await reactor?.stop();
      await sender?.idle();
      transport.close();
    },
  };
}
