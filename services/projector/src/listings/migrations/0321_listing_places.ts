import { sql, type Kysely } from 'kysely';

/**
 * Where a listing sits, for searching by distance. Only public points: the owner's (a stable offset
 * from the place they chose, `MemberLocationSet.publicPoint`), mirrored on each of their listings
 * like their verification status, or the listing's own ZIP code's centroid. `place_lat`/`place_lng`
 * are generated from the two, so every write path agrees on which wins.
 *
 * The index is a plain b-tree on (latitude, longitude) of active placed listings: a search reads
 * the band of latitudes its radius spans and checks longitude from the index itself, then computes
 * the haversine distance for those rows only (ARCHITECTURE.md, "Listings and marketplace search").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_owners add column public_lat double precision, add column public_lng double precision`.execute(db);
  await sql`
    alter table listings
      add column zip text,
      add column zip_lat double precision,
      add column zip_lng double precision,
      add column owner_lat double precision,
      add column owner_lng double precision,
      add column place_lat double precision generated always as (coalesce(zip_lat, owner_lat)) stored,
      add column place_lng double precision generated always as (case when zip_lat is null then owner_lng else zip_lng end) stored`.execute(db);
  await sql`create index listings_place on listings (place_lat, place_lng) where is_active and place_lat is not null`.execute(db);
}
