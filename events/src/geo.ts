/**
 * Places without the schemas: precisions, points and distances, for code that must not load zod
 * (the browser's marketplace). `location.ts` re-exports all of it beside the event's schemas.
 */

/**
 * How precisely other members may place a member: their public point lies at least half this
 * radius and at most the radius from the point they chose, so no answer places them closer.
 */
export const locationPrecisions = ['neighbourhood', 'town', 'area'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];
export const DEFAULT_PRECISION: LocationPrecision = 'town';

/** The radius of each precision, in miles. */
export const precisionMiles: Readonly<Record<LocationPrecision, number>> = { neighbourhood: 0.5, town: 2, area: 5 };

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Where a member's public point lies from the point they chose: a bearing (degrees clockwise from
 * north) and a distance in miles. Drawn once per member and precision and kept, so every answer
 * about them shows the same public point and nothing can be averaged back to the truth.
 */
export interface PlaceOffset {
  bearing: number;
  miles: number;
}

const EARTH_RADIUS_MILES = 3958.7613;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in miles (haversine): the same formula the database runs (`listings/distance.ts`). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `offset.miles` away from `from` along `offset.bearing` (a great circle). */
export function moved(from: GeoPoint, offset: PlaceOffset): GeoPoint {
  const angular = offset.miles / EARTH_RADIUS_MILES;
  const bearing = radians(offset.bearing);
  const lat1 = radians(from.lat);
  const lng1 = radians(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  const lng = ((degrees(lng2) + 540) % 360) - 180;
  return { lat: degrees(lat2), lng };
}

/**
 * An offset for a precision from two uniform draws in [0, 1): any bearing, and a distance between
 * half the radius and the radius (with a margin inside both bounds, so rounding the public point
 * to six decimals can never cross them).
 */
export function drawOffset(precision: LocationPrecision, bearingDraw: number, distanceDraw: number): PlaceOffset {
  const radius = precisionMiles[precision];
  const low = radius * 0.52;
  const high = radius * 0.98;
  return { bearing: round(bearingDraw * 360, 3), miles: round(low + distanceDraw * (high - low), 4) };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Coordinates as stored and answered: six decimals (about 10 cm), no more digits than that claims. */
export const storedPoint = (point: GeoPoint): GeoPoint => ({ lat: round(point.lat, 6), lng: round(point.lng, 6) });

/**
 * A distance as anyone may be told it: 0 for under a mile, whole miles above (never the exact
 * figure, so distances from many places cannot pin a public point down to the metre either).
 */
export function roundedMiles(miles: number): number {
  return miles < 1 ? 0 : Math.round(miles);
}
