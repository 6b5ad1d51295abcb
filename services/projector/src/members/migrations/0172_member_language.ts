import { sql, type Kysely } from 'kysely';

/** The language each member chose to read BarterAid in (`MemberLanguageChosen`); null until they choose. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column language text`.execute(db);
}
