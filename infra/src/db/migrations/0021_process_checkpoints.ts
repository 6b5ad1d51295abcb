import { sql, type Kysely } from 'kysely';

/**
 * Checkpoints of process managers (settlement): like projection checkpoints, but kept apart so
 * a command's read-your-writes wait (which watches every projection checkpoint) never waits for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table process_checkpoints (
      process text primary key,
      position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
}
