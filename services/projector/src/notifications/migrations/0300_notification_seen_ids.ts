import { sql, type Kysely } from 'kysely';

/**
 * What each member saw on an opened bell, kept apart from the rows (like the read marks) so the
 * marks survive rebuilding in any order. A seen notification no longer counts on the bell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_seen_ids (
      notification_id uuid not null,
      member_id uuid not null,
      seen_at timestamptz not null,
      primary key (member_id, notification_id)
    )`.execute(db);
}
