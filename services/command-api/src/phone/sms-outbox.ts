import { deterministicId } from '@barteraid/events';
import { errorFields, failpoint, log, type Db, type JobQueue } from '@barteraid/infra';
import type { SmsTransport } from './sms-transport';

export const SMS_QUEUE = 'sms';
export interface SmsJob {
  smsId: string;
}
/** Tries before a text is given up (`failed`). */
export const SMS_ATTEMPTS = 10;

/** A text's id: the same cause and kind always give the same id. */
export const smsId = (causeId: string, kind: string) => deterministicId('sms', causeId, kind);

/** Adds a text unless its id is there already, and queues it (job id = row id). */
export async function addSms(db: Db, queue: JobQueue | undefined, sms: { id: string; kind: string; memberId: string; to: string; body: string }) {
  await db
    .insertInto('sms_outbox')
    .values({ id: sms.id, kind: sms.kind, member_id: sms.memberId, recipient: sms.to, body: sms.body })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await queue?.add<SmsJob>(SMS_QUEUE, { smsId: sms.id }, { jobId: sms.id });
}

/** A closed account's texts lose their number and words; one still waiting is not sent. */
export async function eraseSmsOf(db: Db, memberId: string): Promise<void> {
  await db.updateTable('sms_outbox').set({ status: 'skipped' }).where('member_id', '=', memberId).where('status', '=', 'pending').execute();
  await db.updateTable('sms_outbox').set({ recipient: '', body: '' }).where('member_id', '=', memberId).where('recipient', '<>', '').execute();
}

/**
 * Sends one pending text: marked only after the SMSC acknowledged it, so a crash between the two
 * (`sms.after-submit`) sends it again; a failure is recorded and retried with the queue's backoff.
 */
export function smsWorker(db: Db, transport: SmsTransport) {
  return async (job: SmsJob): Promise<void> => {
    const row = await db.selectFrom('sms_outbox').selectAll().where('id', '=', job.smsId).executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    const attempts = row.attempts + 1;
    try {
      const outcome = await transport.send({ id: row.id, to: row.recipient, body: row.body });
      failpoint('sms.after-submit');
      await db
        .updateTable('sms_outbox')
        .set({ status: outcome, attempts, last_error: null, sent_at: outcome === 'sent' ? new Date() : null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const failed = attempts >= SMS_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('sms_outbox')
        .set({ attempts, last_error: message.slice(0, 1000), status: failed ? 'failed' : 'pending' })
        .where('id', '=', row.id)
        .execute();
      if (failed) return log.error('text message not sent; giving up', { smsId: row.id, attempts, ...errorFields(error) });
      throw error;
    }
  };
}

/** Text messages: the worker on `queue`, and a sweep that queues pending rows whose job was lost. */
export async function startSms(options: { db: Db; queue: JobQueue; transport: SmsTransport; sweepIntervalMs?: number }) {
  const { db, queue, transport } = options;
  await queue.process<SmsJob>(SMS_QUEUE, smsWorker(db, transport), { concurrency: 2 });
  const sweep = async () => {
    const pending = await db.selectFrom('sms_outbox').select('id').where('status', '=', 'pending').orderBy('created_at').limit(500).execute();
    for (const { id } of pending) await queue.add<SmsJob>(SMS_QUEUE, { smsId: id }, { jobId: id });
  };
  const timer = setInterval(() => void sweep().catch((error) => log.warn('sms sweep failed', errorFields(error))), options.sweepIntervalMs ?? 15_000);
  timer.unref();
  return {
    sweep,
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}
