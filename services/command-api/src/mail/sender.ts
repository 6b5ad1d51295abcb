import { errorFields, log, type JobQueue } from '@barteraid/infra';
import { MAIL_QUEUE, type MailJob } from './outbox';

/** Where the reactor hands the mails it just added to the outbox. */
export type Deliver = (mailIds: readonly string[]) => Promise<void>;

/** Through the queue: the worker runs in another process (or none here). */
export function deliverByQueue(queue: JobQueue): Deliver {
  return (mailIds) => queue.addAll<MailJob>(MAIL_QUEUE, mailIds.map((mailId) => ({ data: { mailId }, jobId: mailId })));
}

export interface LocalSender {
  deliver: Deliver;
  /** Waits for the mails handed over so far. */
  idle(): Promise<void>;
}

/**
 * Straight to this process's worker, at most `concurrency` mails at a time, without a job each: the
 * rows are in the outbox already, and a mail its worker could not send goes to the queue, which
 * tries it again at once and then with its backoff. Nothing handed over is lost if this process dies:
 * the row stays pending and the sweep queues it once its claim (if any) has lapsed. The handover
 * answers at once, so the reactor's batch never waits for a mail server.
 */
export function localSender(send: (job: MailJob) => Promise<void>, queue: JobQueue, concurrency = 2): LocalSender {
  const waiting: string[] = [];
  let running = 0;
  let settled: (() => void)[] = [];

  const sendOne = async (mailId: string) => {
    try {
      await send({ mailId });
    } catch (error) {
      log.warn('mail not sent; queued for a retry', { mailId, ...errorFields(error) });
      await queue.add<MailJob>(MAIL_QUEUE, { mailId }, { jobId: mailId }).catch((queueError) => {
        log.warn('mail retry not queued; the sweep will find it', { mailId, ...errorFields(queueError) });
      });
    }
  };

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running++;
      void sendOne(waiting.shift()!).finally(() => {
        running--;
        next();
      });
    }
    if (running === 0 && waiting.length === 0) {
      const done = settled;
      settled = [];
      done.forEach((resolve) => resolve());
    }
  };

  return {
    deliver: async (mailIds) => {
      waiting.push(...mailIds);
      next();
    },
    idle: () => (running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve))),
  };
}
