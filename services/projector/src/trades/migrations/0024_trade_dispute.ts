import { sql, type Kysely } from 'kysely';

/** Whether a trade has a dispute: null, open (its held credits are frozen) or decided. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trades add column dispute text`.execute(db);
}
