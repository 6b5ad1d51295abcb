import { deterministicId } from '@barteraid/events';
import { errorFields, failpoint, log, type Db, type JobQueue } from '@barteraid/infra';
import { SmsRefused } from './sms-refused';
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
export async function addSms(db: Db, queue: JobQueue | undefined, sms: { id: string; kind: string; memberId?: string; to: string; body: string }) {
  await db
    .insertInto('sms_outbox')
    .values({ id: sms.id, kind: sms.kind, member_id: sms.memberId ?? null, recipient: sms.to, body: sms.body })
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
 * Whether a decided text may still go, asked just before it goes: a ladder text stops when its
 * notification was read, the member said STOP or changed their number. Answers why not, or null.
 */
export type SmsGate = (row: { id: string; kind: string; member_id: string | null; notification_id: string | null; recipient: string }) => Promise<string | null>;

/**
 * Sends one pending text: marked only after the SMSC acknowledged it, so a crash between the two
 * (`sms.after-submit`) sends it again, with the same words and the same reply code; a failure is
 * recorded and retried with the queue's backoff. `sms.before-send` is between the decision and
 * the send: a crash there leaves the row pending, and the restarted sweep sends it once. A text
 * the SMSC refuses for good (`SmsRefused`) is failed at once with its reason.
 */
export function smsWorker(db: Db, transport: SmsTransport, gate: SmsGate = async () => null) {
  return async (job: SmsJob): Promise<void> => {
    const row = await db.selectFrom('sms_outbox').selectAll().where('id', '=', job.smsId).executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    const refused = await gate(row);
    if (refused) {
      await db.updateTable('sms_outbox').set({ status: 'skipped', last_error: refused }).where('id', '=', row.id).where('status', '=', 'pending').execute();
      return;
    }
    const attempts = row.attempts + 1;
    failpoint('sms.before-send');
    try {
      const outcome = await transport.send({ id: row.id, to: row.recipient, body: row.body });
      failpoint('sms.after-submit');
      await db
        .updateTable('sms_outbox')
        .set({
          status: outcome.status,
          attempts,
          last_error: null,
          sent_at: outcome.status === 'sent' ? new Date() : null,
          smsc_message_id: outcome.status === 'sent' ? outcome.smscMessageId : null,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
    } catch (error) {
      const refused = error instanceof SmsRefused;
      const failed = refused || attempts >= SMS_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('sms_outbox')
        .set({ attempts, last_error: message.slice(0, 1000), status: failed ? 'failed' : 'pending' })
        .where('id', '=', row.id)
        .execute();
      if (refused) return log.warn('text message refused by the SMSC; not sent', { smsId: row.id, attempts, ...errorFields(error) });
      if (failed) return log.error('text message not sent; giving up', { smsId: row.id, attempts, ...errorFields(error) });
      throw error;
    }
  };
}
