import { createRequire } from 'node:module';
import { storedPoint, type GeoPoint } from '@barteraid/events';

/** A US ZIP code's centroid and its city and state (the `zipcodes` package's table, shipped with the app). */
export interface ZipPlace extends GeoPoint {
  zip: string;
  city: string;
  state: string;
}

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let table: Readonly<Record<string, ZipRow>> | null = null;

/**
 * The US table only (the package's index would load its Canadian postcodes too), read on first use:
 * about 42,000 ZIP codes, a few megabytes in memory, and no request ever leaves the server.
 */
function zipTable(): Readonly<Record<string, ZipRow>> {
  if (!table) table = (createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> }).codes;
  return table;
}

export const ZIP_FORMAT = /^\d{5}$/;

/** The place of a five-digit US ZIP code, or null when the table does not know it. */
export function zipPlace(zip: string): ZipPlace | null {
  if (!ZIP_FORMAT.test(zip)) return null;
  const row = Object.hasOwn(zipTable(), zip) ? zipTable()[zip] : undefined;
  if (!row || row.country !== 'US') return null;
  return { zip, ...storedPoint({ lat: row.latitude, lng: row.longitude }), city: row.city, state: row.state };
}

/** "Houston, TX": the display text a ZIP gives a member who typed none. */
export const placeName = (place: ZipPlace) => `${place.city}, ${place.state}`;
