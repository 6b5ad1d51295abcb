import { isMailKind, type MailKind, type MemberLanguage } from '@barteraid/events';
import { errorFields, failpoint, log, type Db } from '@barteraid/infra';
import { composeDigest } from './digest';
import { claimMail, type MailJob } from './outbox';
import { recipientFrom } from './recipient';
import type { MailTransport } from './transport';
import { commandDbOf } from '../read-models';

/** Sends recorded after this many tries are given up (`failed`): the row stays for an administrator to read. */
export const MAIL_ATTEMPTS = 10;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  baseUrl: string;
  secret: string;
}

const preferenceKind = (kind: string): MailKind | null => (isMailKind(kind) ? kind : null);

/**
 * Sends one outbox row if it is still pending, due and not claimed by another sender (it claims it
 * first: two instances, or a direct send and a sweep's job, never send it at once). The row is
 * marked `sent` only after the SMTP server accepted the mail; a crash between the two sends it
 * again on the next try, with the same Message-ID (see ARCHITECTURE.md, "Mail"). A failure is
 * recorded on the row (its claim let go) and thrown, so the queue retries with backoff; after
 * MAIL_ATTEMPTS the row is `failed` and left alone. Any other error leaves the claim to lapse, and
 * the sweep takes the row up then.
 */
export function mailWorker(options: MailWorkerOptions) {
  const { db, transport } = options;
  return async (job: MailJob): Promise<void> => {
    // Held by this sender from here until the row is marked (or its claim lapses, if this process dies).
    const found = await claimMail(commandDbOf(db), job.mailId, new Date());
    if (!found) return;
    const { row } = found;
    const skip = (why: string) =>
      db
        .updateTable('mail_outbox')
        .set({ status: 'skipped', last_error: why, claimed_until: null })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();

    // Suspended since the mail was decided, or turned this kind off meanwhile: nothing goes out.
    let to = row.recipient;
    let language: MemberLanguage = 'en';
    let firstName: string | null = null;
    if (row.member_id) {
      const kind = preferenceKind(row.kind);
      const recipient = recipientFrom(found.facts, kind, new Date());
      if (!recipient.reachable && recipient.why !== 'unknown') return void (await skip(recipient.why));
      // A mail decided before the member changed their email goes to the address they have now; the
      // account's own mails (reset link, email change) go where they were addressed.
      if (recipient.reachable && kind) to = recipient.email;
      // A digest is written now, so in the language the member reads now.
      if (recipient.reachable) ({ language, firstName } = recipient);
    }
    let mail = { subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers };
    if (row.digest_key && row.member_id) {
      const tradeId = row.digest_key.split(':')[0]!;
      const digest = await composeDigest(commandDbOf(db), row.member_id, language, tradeId, options.baseUrl, options.secret, firstName);
      if (!digest) return void (await skip('everything was read'));
      mail = digest;
      await db
        .updateTable('mail_outbox')
        .set({ subject: digest.subject, text_body: digest.text, html_body: digest.html, headers: JSON.stringify(digest.headers) })
        .where('id', '=', row.id)
        .execute();
    }

    const attempts = row.attempts + 1;
    try {
      const outcome = await transport.send({ id: row.id, to, ...mail });
      // Accepted by the SMTP server, not yet marked: the retry sends it again, with the same Message-ID.
      failpoint('mail.after-smtp-accepted');
      await db
        .updateTable('mail_outbox')
        .set({ status: outcome, attempts, last_error: null, sent_at: outcome === 'sent' ? new Date() : null, claimed_until: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const failed = attempts >= MAIL_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('mail_outbox')
        // Let go, so the retry (a job with the queue's backoff, or the sweep) can claim it again.
        .set({ attempts, last_error: message.slice(0, 1000), status: failed ? 'failed' : 'pending', claimed_until: null })
        .where('id', '=', row.id)
        .execute();
      if (failed) return log.error('mail not sent; giving up', { mailId: row.id, attempts, ...errorFields(error) });
      throw error;
    }
  };
}
