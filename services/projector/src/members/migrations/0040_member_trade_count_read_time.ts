import { sql, type Kysely } from 'kysely';

/** Completed trades are counted from the trades read model when read; the stored counter is gone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column if exists total_trades`.execute(db);
}
