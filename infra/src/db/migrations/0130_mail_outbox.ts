import { sql, type Kysely } from 'kysely';

/**
 * Every mail the system decided to send, keyed by an id derived from the causing event, its kind
 * and its recipient: deciding again (a replayed event, a retried job) finds the row and sends
 * nothing twice. Not a read model: a rebuild never touches it, so a rebuild never resends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key,
      kind text not null,
      member_id uuid,
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      headers jsonb not null default '{}'::jsonb,
      cause_event_id text not null,
      cause_position bigint,
      digest_key text,
      send_after timestamptz not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_created on mail_outbox (created_at desc)`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (send_after) where status = 'pending'`.execute(db);
  await sql`create index mail_outbox_digest on mail_outbox (digest_key, send_after) where digest_key is not null`.execute(db);
}
