import { sql, type Kysely } from 'kysely';

/**
 * Per-member keys for the personal data sealed in events (infra/src/personal-data). Kept apart from
 * es_events: closing an account deletes the member's row, and from then on nothing — a command, a
 * projection, a rebuild, a copy of the log — can read what was sealed with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_keys (
      member_id uuid primary key,
      key bytea,
      created_at timestamptz not null default now(),
      shredded_at timestamptz,
      constraint member_keys_key_or_shredded check ((key is null) = (shredded_at is not null))
    )`.execute(db);
  // One key for the names of email and username claim streams: a keyed hash of the value, so the
  // log's stream names do not spell out anyone's address or username.
  await sql`create table claim_name_key (id integer primary key check (id = 1), key bytea not null)`.execute(db);
}
