import { sql, type Kysely } from 'kysely';

/**
 * Accents folded as the search box folds them ("energía" is searched as "energia"): members on
 * phones often type without accents, and Spanish stems differ with and without them.
 */
const fold = (column: string) =>
  sql.raw(`translate(${column}, 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC')`);

/**
 * Listings are written in English and in Spanish. Each text is now indexed with both stemmers
 * ("generadores" and "generador" meet at `gener`, "comida" and "comer" at `com`; "generators" and
 * "generator" still at `generat`), so either language finds its own words with their endings. A
 * generated column cannot change its expression on PostgreSQL 15, so the two vectors are made
 * again with their indexes, and the per-lexeme counts recounted from the active listings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings drop column search, drop column title_search`.execute(db);
  await sql`
    alter table listings
      add column search tsvector generated always as (
        setweight(to_tsvector('english', ${fold('title')}), 'A') ||
        setweight(to_tsvector('spanish', ${fold('title')}), 'A') ||
        setweight(to_tsvector('english', ${fold('description')}), 'B') ||
        setweight(to_tsvector('spanish', ${fold('description')}), 'B') ||
        setweight(to_tsvector('english', ${fold('location')}), 'C')
      ) stored,
      add column title_search tsvector generated always as (
        to_tsvector('english', ${fold('title')}) || to_tsvector('spanish', ${fold('title')})
      ) stored`.execute(db);
  // As migration 0012 set them: entries straight into the index, no pending list to scan.
  await sql`create index listings_search on listings using gin (search) with (fastupdate = off) where is_active`.execute(db);
  await sql`create index listings_title_search on listings using gin (title_search) with (fastupdate = off) where is_active`.execute(db);
  await sql`delete from listing_lexemes`.execute(db);
  await sql`
    insert into listing_lexemes (lexeme, active_count, title_count)
    select lexeme, count(*)::int, count(*) filter (where lexeme = any (tsvector_to_array(l.title_search)))::int
    from listings l, unnest(tsvector_to_array(l.search)) as lexeme
    where l.is_active
    group by lexeme`.execute(db);
}
