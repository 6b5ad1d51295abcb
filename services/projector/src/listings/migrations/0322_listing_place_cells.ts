import { sql, type Kysely } from 'kysely';

/**
 * Searching by distance without reading the listings' rows (ARCHITECTURE.md, "Places and distance").
 *
 * - `place_cell`: the band of latitude, an eighth of a degree (about 8.6 miles) high, the place lies
 *   in. A search asks for the few bands its radius spans (`place_cell = any(…)`) and, within each, the
 *   range of longitudes: one short index range per band, where the b-tree on (latitude, longitude)
 *   read every longitude of the whole latitude band and dropped most of it.
 * - `place_x`/`place_y`/`place_z`: the place as a point on the unit sphere. The straight-line
 *   (chord) distance between two such points grows with the great-circle distance, so "within the
 *   radius" and "nearest first" are sums of products instead of the haversine's sines, cosines and
 *   arcsine per row; the miles shown are computed from the page's rows only.
 * - The index covers every column a search filters or sorts on, so collecting the listings within a
 *   radius (and the page's keys) is an index-only scan; only the rows of one page are read.
 *
 * Generated columns may not read one another, so each repeats the "ZIP's centroid, else the owner's
 * public point" rule of `place_lat`/`place_lng` (migration 0321).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const lat = sql.raw('coalesce(zip_lat, owner_lat)');
  const lng = sql.raw('(case when zip_lat is null then owner_lng else zip_lng end)');
  await sql`
    alter table listings
      add column place_cell integer generated always as (floor(${lat} * 8)::integer) stored,
      add column place_x double precision generated always as (cos(radians(${lat})) * cos(radians(${lng}))) stored,
      add column place_y double precision generated always as (cos(radians(${lat})) * sin(radians(${lng}))) stored,
      add column place_z double precision generated always as (sin(radians(${lat}))) stored`.execute(db);
  await sql`drop index listings_place`.execute(db);
  await sql`
    create index listings_near on listings (place_cell, place_lng)
      include (place_x, place_y, place_z, is_urgent, created_at, id, credits_cents, category, type, owner_id)
      where is_active and place_cell is not null`.execute(db);
}
