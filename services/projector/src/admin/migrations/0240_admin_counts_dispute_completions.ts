import { sql, type Kysely } from 'kysely';

/**
 * The analytics now count a dispute decision that pays the payee as a completed trade. Counts are
 * sums over the log, so they are counted again from the start: the month rows are emptied and the
 * projection's checkpoint goes back to the beginning, and the projector replays its events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from admin_monthly_activity`.execute(db);
  await sql`update checkpoints set position = 0, updated_at = now() where kind = 'projection' and name = 'admin_analytics'`.execute(db);
}
