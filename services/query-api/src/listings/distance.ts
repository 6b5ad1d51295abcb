import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Around } from './search-params';

const EARTH_RADIUS_MILES = 3958.7613;
/** The fewest miles a degree of latitude spans (at the equator): the box below is never too small. */
const MILES_PER_DEGREE = 68.7;

/**
 * The great-circle distance in miles from the search's origin to a listing's place (haversine,
 * the formula `milesBetween` in the events package runs): plain trigonometry, which PostgreSQL and
 * the embedded PGlite both have, with no extension to install.
 */
export function distanceFrom({ origin }: Around): RawBuilder<number> {
  const lat = sql.val(origin.lat);
  const lng = sql.val(origin.lng);
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(listings.place_lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(listings.place_lat)) * power(sin(radians(listings.place_lng - ${lng}::float8) / 2), 2)))))`;
}

/**
 * Listings within the radius: a latitude/longitude box around it, which the b-tree on
 * (place_lat, place_lng) reads as one range (migration 0321), then the exact distance for the rows
 * inside the box only. Near a pole or across the date line the box keeps only its latitudes.
 */
export function withinRadius(around: Around): RawBuilder<SqlBool> {
  const { origin, radiusMiles } = around;
  const latSpan = radiusMiles / MILES_PER_DEGREE;
  const south = origin.lat - latSpan;
  const north = origin.lat + latSpan;
  const latitudes = sql`listings.place_lat between ${south}::float8 and ${north}::float8`;
  const widest = Math.min(89.9, Math.max(Math.abs(south), Math.abs(north)));
  const lngSpan = radiusMiles / (MILES_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  const west = origin.lng - lngSpan;
  const east = origin.lng + lngSpan;
  const longitudes = north >= 89.9 || south <= -89.9 || west < -180 || east > 180 ? sql`true` : sql`listings.place_lng between ${west}::float8 and ${east}::float8`;
  return sql<SqlBool>`(${latitudes} and ${longitudes} and ${distanceFrom(around)} <= ${radiusMiles}::float8)`;
}
