import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { GeoPoint } from '@barteraid/events';
import type { Around } from './search-params';

const EARTH_RADIUS_MILES = 3958.7613;
/** The fewest miles a degree of latitude spans (at the equator): the box below is never too small. */
const MILES_PER_DEGREE = 68.7;
/** Bands of latitude per degree: `place_cell` is floor(latitude × 8) (migration 0322). */
const CELLS_PER_DEGREE = 8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A place as a point on the unit sphere, as the generated `place_x`/`place_y`/`place_z` hold it. */
function onSphere({ lat, lng }: GeoPoint) {
  return { x: Math.cos(radians(lat)) * Math.cos(radians(lng)), y: Math.cos(radians(lat)) * Math.sin(radians(lng)), z: Math.sin(radians(lat)) };
}

/** The squared chord between two points of the unit sphere `miles` apart along the surface. */
const chordOfMiles = (miles: number) => (2 * Math.sin(Math.min(Math.PI / 2, miles / (2 * EARTH_RADIUS_MILES)))) ** 2;

/** The miles along the surface between two points whose squared chord this is (the inverse of `chordOfMiles`). */
export const milesOfChord = (chord: number) => 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(Math.max(0, chord)) / 2));

/**
 * The squared chord from the search's origin to a listing's place: it orders exactly as the
 * great-circle distance does, and costs three products per row where the haversine costs sines,
 * cosines and an arcsine. Nearest-first pages sort and page on it; the miles shown are computed
 * from the page's rows (`milesBetween`).
 */
export function chordFrom({ origin }: Pick<Around, 'origin'>): RawBuilder<number> {
  const { x, y, z } = onSphere(origin);
  const term = (column: string, value: number) => sql`(${sql.ref(`listings.${column}`)} - ${value}::float8) * (${sql.ref(`listings.${column}`)} - ${value}::float8)`;
  return sql<number>`(${term('place_x', x)} + ${term('place_y', y)} + ${term('place_z', z)})`;
}

/**
 * Listings within the radius: the bands of latitude it spans, the range of longitudes in each (one
 * short range of the `listings_near` index per band, migration 0322), then the exact distance (as
 * a chord) for the rows inside that box only. Near a pole or across the date line the box keeps
 * only its latitudes.
 */
export function withinRadius(around: Around): RawBuilder<SqlBool> {
  const { origin, radiusMiles } = around;
  const latSpan = radiusMiles / MILES_PER_DEGREE;
  const south = Math.max(-90, origin.lat - latSpan);
  const north = Math.min(90, origin.lat + latSpan);
  const cells: number[] = [];
  for (let cell = Math.floor(south * CELLS_PER_DEGREE); cell <= Math.floor(north * CELLS_PER_DEGREE); cell++) cells.push(cell);
  const bands = sql`listings.place_cell in (${sql.join(cells.map((cell) => sql`${cell}::integer`))})`;
  const widest = Math.min(89.9, Math.max(Math.abs(south), Math.abs(north)));
  const lngSpan = radiusMiles / (MILES_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  const west = origin.lng - lngSpan;
  const east = origin.lng + lngSpan;
  const longitudes = north >= 89.9 || south <= -89.9 || west < -180 || east > 180 ? sql`true` : sql`listings.place_lng between ${west}::float8 and ${east}::float8`;
  return sql<SqlBool>`(${bands} and ${longitudes} and ${chordFrom(around)} <= ${chordOfMiles(radiusMiles)}::float8)`;
}
