import { sql, type Kysely } from 'kysely';

/** References and what they need of each trade; the notifications projection's lookup of them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trade_references (
      id uuid not null unique,
      trade_id uuid not null,
      author_id uuid not null,
      subject_id uuid not null,
      rating smallint not null check (rating between 1 and 5),
      comment text not null,
      trade_completed_at timestamptz not null,
      created_at timestamptz not null,
      primary key (trade_id, author_id)
    )`.execute(db);
  // A member's received references, newest first (the profile's pages and its rating).
  await sql`create index trade_references_subject on trade_references (subject_id, created_at desc, id desc)`.execute(db);
  await sql`
    create table reference_trades (
      trade_id uuid primary key,
      listing_title text not null,
      initiator_id uuid not null,
      recipient_id uuid not null,
      completed_at timestamptz
    )`.execute(db);
  await sql`
    create table notification_trade_references (
      trade_id uuid not null,
      author_id uuid not null,
      subject_id uuid not null,
      rating smallint not null,
      primary key (trade_id, author_id)
    )`.execute(db);
}
