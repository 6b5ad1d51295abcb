import { sql, type Kysely } from 'kysely';

/** When the member opened a push (its service worker reports the click): the admin's view of a member's pushes shows it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table push_outbox add column clicked_at timestamptz`.execute(db);
}
