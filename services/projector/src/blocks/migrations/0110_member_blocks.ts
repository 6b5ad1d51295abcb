import { sql, type Kysely } from 'kysely';

/** Who blocked whom, readable both ways: a member's own list, and who blocked a viewer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_blocks (
      blocker_id uuid not null,
      blocked_id uuid not null,
      blocked_at timestamptz not null,
      primary key (blocker_id, blocked_id)
    )`.execute(db);
  await sql`create index member_blocks_blocked on member_blocks (blocked_id)`.execute(db);
}
