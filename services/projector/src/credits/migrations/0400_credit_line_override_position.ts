import { sql, type Kysely } from 'kysely';

/**
 * An override's place in the log, so the member's statement shows it between the entries it came
 * with. Rows written before it have none until the credits projection is rebuilt from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credit_line_overrides add column position bigint`.execute(db);
  await sql`create index credit_line_overrides_member on credit_line_overrides (member_id, position)`.execute(db);
}
