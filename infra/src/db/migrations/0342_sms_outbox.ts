import { sql, type Kysely } from 'kysely';

/**
 * Every text message the site decided to send, its id derived from what caused it (the code's id
 * for a phone confirmation), so a retry finds the row and sends nothing twice. Without SMS_URL a
 * row is `held`: kept here for an operator, like mail without SMTP_URL. Not a read model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_outbox (
      id uuid primary key,
      kind text not null,
      member_id uuid,
      recipient text not null,
      body text not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index sms_outbox_member on sms_outbox (member_id, created_at desc)`.execute(db);
}
