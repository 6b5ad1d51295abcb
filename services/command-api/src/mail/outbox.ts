import { deterministicId } from '@barteraid/events';
import type { Db } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import type { RenderedMail } from './letter';
import { factsOf, recipientColumns } from './recipient';

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

/**
 * How long a sender holds a mail it claimed: longer than an SMTP exchange may take, so a slow send
 * is not claimed again meanwhile; a sender that died lets its mails go to the sweep after this.
 */
export const CLAIM_MS = 5 * 60_000;

/**
 * Claims a pending mail that is due and not held by another sender, and reads with it, in the same
 * statement, what the read models say of its member now (the sender checks both). Undefined when
 * there is nothing to send: no such row, not pending, not due, or claimed by another sender.
 */
export async function claimMail(db: CommandDb, mailId: string, now: Date) {
  const row = await db
    .with('claimed', (qb) =>
      qb
        .updateTable('mail_outbox')
        .set({ claimed_until: new Date(now.getTime() + CLAIM_MS) })
        .where('id', '=', mailId)
        .where('status', '=', 'pending')
        .where('send_after', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .returningAll(),
    )
    .selectFrom('claimed')
    .leftJoin('members', 'members.id', 'claimed.member_id')
    .leftJoin('member_suspensions', 'member_suspensions.member_id', 'members.id')
    .selectAll('claimed')
    .select(recipientColumns)
    .executeTakeFirst();
  return row ? { row, facts: factsOf(row) } : undefined;
}
