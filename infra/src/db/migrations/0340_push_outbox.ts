import { sql, type Kysely } from 'kysely';

/**
 * Every push the site decided to send: one row per notification and device, its id derived from
 * both, so deciding again (a sweep after a crash, a second instance) finds the row and sends
 * nothing twice. Holds ids only — the device's address and keys are read from the member's
 * subscriptions when sending, so a device turned off, or an account closed, gets nothing.
 * Not a read model: a rebuild never touches it, so a rebuild never pushes again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_outbox (
      id uuid primary key,
      notification_id uuid not null,
      subscription_id uuid not null,
      member_id uuid not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      unique (notification_id, subscription_id)
    )`.execute(db);
  await sql`create index push_outbox_pending on push_outbox (created_at) where status = 'pending'`.execute(db);
  await sql`create index push_outbox_member on push_outbox (member_id, created_at desc)`.execute(db);
}
