import { sql, type Kysely } from 'kysely';

/** The devices members turned notifications on for: what the push worker sends to, and the list in /settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_subscriptions (
      id uuid primary key,
      member_id uuid not null,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      expiration_time bigint,
      device text not null,
      added_at timestamptz not null,
      added_position bigint not null
    )`.execute(db);
  await sql`create index push_subscriptions_member on push_subscriptions (member_id, added_at)`.execute(db);
}
