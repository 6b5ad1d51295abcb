import { sql, type Kysely } from 'kysely';

/**
 * Index-friendly search at 100,000 listings (see docs/benchmarks.md):
 * - title_search lets relevance be "every word in the title" first, then the other matches,
 *   each newest first, so a page is read in index order instead of ranking every match;
 * - location_terms turns the location filter into whole-word matching through a GIN index,
 *   which PostgreSQL can intersect with the text-search index, instead of substring scans;
 * - listing_lexemes counts, per search lexeme, the active listings using it anywhere and in the
 *   title. PostgreSQL cannot estimate "matches, but not in the title" (the words are correlated),
 *   so the query API reads these counts to skip empty tiers and pick a bounded plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table listings
      add column title_search tsvector generated always as (to_tsvector('english', title)) stored,
      add column location_terms tsvector generated always as (to_tsvector('simple', location)) stored`.execute(db);
  await sql`create index listings_title_search on listings using gin (title_search) where is_active`.execute(db);
  await sql`create index listings_location_terms on listings using gin (location_terms) where is_active`.execute(db);
  await sql`drop index if exists listings_location_trgm`.execute(db);
  await sql`
    create table listing_lexemes (
      lexeme text primary key,
      active_count integer not null,
      title_count integer not null
    )`.execute(db);
}
