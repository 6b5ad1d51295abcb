import { sql, type Kysely } from 'kysely';

/** Per-notification read marks, kept apart from the rows so they survive rebuilding in any order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_read_ids (
      notification_id uuid not null,
      member_id uuid not null,
      read_at timestamptz not null,
      primary key (notification_id, member_id)
    )`.execute(db);
}
