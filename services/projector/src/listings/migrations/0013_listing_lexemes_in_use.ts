import { sql, type Kysely } from 'kysely';

/**
 * listing_lexemes keeps only lexemes some active listing uses: a count that falls to zero now
 * removes its row. Search reads a missing lexeme as zero, so nothing it answers changes; what
 * changes is that the rows no longer depend on how events were grouped into batches (a listing
 * posted and revised within one batch never counts its first wording), so a rebuild gives the
 * same rows as live projection. The rows left at zero so far go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from listing_lexemes where active_count = 0`.execute(db);
}
