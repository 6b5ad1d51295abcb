import { deterministicId } from '@barteraid/events';
import type { Db } from '@barteraid/infra';
import type { RenderedMail } from './letter';

export const MAIL_QUEUE = 'mail';

/** A mail job names its outbox row; the row holds everything the worker sends. */
export interface MailJob {
  mailId: string;
}

/** The row's id: the same causing event, kind and recipient always give the same id, so deciding again never adds a mail. */
export const mailId = (causeEventId: string, kind: string, memberId: string) => deterministicId('mail', causeEventId, kind, memberId);

export interface NewMail {
  id: string;
  kind: string;
  memberId: string | null;
  to: string;
  mail: RenderedMail;
  causeEventId: string;
  causePosition: number | null;
  digestKey?: string;
  sendAfter: Date;
}

const rowOf = (mail: NewMail) => ({
  id: mail.id,
  kind: mail.kind,
  member_id: mail.memberId,
  recipient: mail.to,
  subject: mail.mail.subject,
  text_body: mail.mail.text,
  html_body: mail.mail.html,
  headers: JSON.stringify(mail.mail.headers),
  cause_event_id: mail.causeEventId,
  cause_position: mail.causePosition,
  digest_key: mail.digestKey ?? null,
  send_after: mail.sendAfter,
});

/** Adds a mail unless its id is already there (a replay, a retry): true when this call added it. */
export async function addToOutbox(db: Db, mail: NewMail): Promise<boolean> {
  return (await addAllToOutbox(db, [mail])).size > 0;
}

/**
 * Adds mails in one statement, each unless its id is already there; answers the ids this call
 * added. A batch of the log's mails is one round trip, however many it holds.
 */
export async function addAllToOutbox(db: Db, mails: readonly NewMail[]): Promise<Set<string>> {
  if (mails.length === 0) return new Set();
  const inserted = await db
    .insertInto('mail_outbox')
    .values(mails.map(rowOf))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(inserted.map((row) => row.id));
}
