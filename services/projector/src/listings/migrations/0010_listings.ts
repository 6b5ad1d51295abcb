import { sql, type Kysely } from 'kysely';

/**
 * The marketplace read model. Search uses a weighted tsvector (title, then description, then
 * location) kept by the database itself; typo tolerance comes from pg_trgm over a vocabulary of
 * the words members have used. Most indexes are partial on active listings, because the
 * marketplace never shows inactive ones and they would only make the indexes bigger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table listings (
      id uuid primary key,
      owner_id uuid not null,
      owner_username text not null,
      owner_verification_status text not null,
      title text not null,
      description text not null,
      category text not null,
      type text not null,
      credits_cents bigint not null,
      location text not null,
      is_urgent boolean not null,
      is_active boolean not null,
      deactivated_by_admin boolean not null default false,
      deactivation_reason text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      search tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', description), 'B') ||
        setweight(to_tsvector('english', location), 'C')
      ) stored
    )`.execute(db);
  await sql`create index listings_search on listings using gin (search) where is_active`.execute(db);
  await sql`create index listings_newest on listings (created_at desc, id desc) where is_active`.execute(db);
  await sql`create index listings_urgent_first on listings (is_urgent desc, created_at desc, id desc) where is_active`.execute(db);
  await sql`create index listings_credits on listings (credits_cents, created_at desc, id desc) where is_active`.execute(db);
  await sql`create index listings_category_newest on listings (category, created_at desc, id desc) where is_active`.execute(db);
  await sql`create index listings_location_trgm on listings using gin (lower(location) gin_trgm_ops) where is_active`.execute(db);
  await sql`create index listings_owner on listings (owner_id, created_at desc)`.execute(db);

  // The listings projection's own copy of what it shows about owners (projections never read each other's tables).
  await sql`
    create table listing_owners (
      member_id uuid primary key,
      username text not null,
      verification_status text not null
    )`.execute(db);

  // Quick stats kept as running counts, so the marketplace header does not count 100k rows per view.
  await sql`
    create table listing_stats (
      id smallint primary key,
      active_listings bigint not null,
      urgent_needs bigint not null,
      available_offers bigint not null
    )`.execute(db);

  await sql`create table listing_words (word text primary key)`.execute(db);
  await sql`create index listing_words_trgm on listing_words using gin (word gin_trgm_ops)`.execute(db);
}
