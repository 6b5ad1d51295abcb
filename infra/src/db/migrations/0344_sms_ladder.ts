import { sql, type Kysely } from 'kysely';

/**
 * The SMS step of the notification ladder and the replies to it. A text about a notification names
 * it (one text per notification: its id derives from the notification's); the SMSC's message id
 * ties its delivery receipt back to it. A reply code is random, of one member, for one text, used
 * once; every message that came in is kept with what became of it (duplicates, wrong codes).
 * Not read models: what was sent and received, like the mail outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sms_outbox add column notification_id uuid`.execute(db);
  await sql`alter table sms_outbox add column smsc_message_id text`.execute(db);
  await sql`alter table sms_outbox add column delivered_at timestamptz`.execute(db);
  await sql`alter table sms_outbox add column answered_at timestamptz`.execute(db);
  await sql`create index sms_outbox_smsc_message on sms_outbox (smsc_message_id) where smsc_message_id is not null`.execute(db);
  await sql`create index sms_outbox_notification on sms_outbox (notification_id) where notification_id is not null`.execute(db);
  await sql`
    create table sms_reply_codes (
      sms_id uuid primary key,
      member_id uuid not null,
      code text not null,
      replies text[] not null,
      subject_id text not null,
      subject_version bigint not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      used_by uuid,
      created_at timestamptz not null default now()
    )`.execute(db);
  // A member's unused codes differ, so a reply names one text.
  await sql`create unique index sms_reply_codes_live on sms_reply_codes (member_id, code) where used_at is null`.execute(db);
  await sql`
    create table sms_inbound (
      id uuid primary key,
      sender text not null,
      member_id uuid,
      body text not null,
      outcome text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sms_inbound_sender on sms_inbound (sender, received_at desc)`.execute(db);
}
