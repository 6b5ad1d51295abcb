import { sql, type Kysely } from 'kysely';

const ginIndexes = ['listings_search', 'listings_title_search', 'listings_location_terms', 'listing_words_trgm'];

/**
 * GIN indexes buffer new entries in an unsorted "pending list" that every search must scan in
 * full until vacuum merges it. With listings posted all day that cost ~2.5 ms per index scan at
 * 100,000 listings; the marketplace is read far more than written, so entries go straight into
 * the index instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of ginIndexes) {
    await sql`alter index ${sql.ref(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}
