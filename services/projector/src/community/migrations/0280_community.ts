import { sql, type Kysely } from 'kysely';

/** The landing page's figures, kept as counts (see infra/src/read-models/community.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table community_traders (
      member_id uuid primary key,
      last_completed_at timestamptz not null
    )`.execute(db);
  // Active traders are counted over this index alone: the members whose latest trade is recent.
  await sql`create index community_traders_recent on community_traders (last_completed_at)`.execute(db);
  await sql`
    create table community_trade_parties (
      trade_id uuid primary key,
      initiator_id uuid not null,
      recipient_id uuid not null
    )`.execute(db);
  await sql`
    create table community_references (
      trade_id uuid not null,
      author_id uuid not null,
      subject_id uuid not null,
      positive boolean not null,
      shows_at timestamptz not null,
      primary key (trade_id, author_id)
    )`.execute(db);
  // Today's references are counted from here; earlier days come from their day's row.
  await sql`create index community_references_shows_at on community_references (shows_at)`.execute(db);
  await sql`
    create table community_reference_days (
      day text primary key,
      shown integer not null,
      positive integer not null
    )`.execute(db);
}
