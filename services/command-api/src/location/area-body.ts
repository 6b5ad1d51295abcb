import { DEFAULT_PRECISION, locationPrecisions, type GeoPoint, type LocationPrecision } from '@barteraid/events';
import { locationError, ZIP_FORMAT, zipPlace, type ZipPlace } from '@barteraid/infra';

/** A member's area as asked for: where, from a ZIP code (with its place) or a pin, and how precisely. */
export interface AreaRequest {
  point: GeoPoint;
  zip: ZipPlace | null;
  precision: LocationPrecision;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads `{zip, precision}` or `{lat, lng, precision}`; anything else is a 400 naming the field and its code. */
export function parseAreaBody(body: unknown): AreaRequest {
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { zip, lat, lng } = fields;
  const precision = fields.precision ?? DEFAULT_PRECISION;
  if (typeof precision !== 'string' || !(locationPrecisions as readonly string[]).includes(precision)) throw locationError('precision', 'precision');
  const hasZip = zip !== undefined && zip !== null && zip !== '';
  const hasPin = (lat !== undefined && lat !== null) || (lng !== undefined && lng !== null);
  if (hasZip && hasPin) throw locationError('zipOrPin', 'zip');
  if (hasZip) {
    const typed = typeof zip === 'string' ? zip.trim() : zip;
    if (typeof typed !== 'string' || !ZIP_FORMAT.test(typed)) throw locationError('zipFormat', 'zip');
    const place = zipPlace(typed);
    if (!place) throw locationError('unknownZip', 'zip', { zip: typed });
    return { point: { lat: place.lat, lng: place.lng }, zip: place, precision: precision as LocationPrecision };
  }
  if (!hasPin) throw locationError('placeNeeded', 'zip');
  if (!isNumber(lat) || lat < -90 || lat > 90) throw locationError('latitude', 'lat');
  if (!isNumber(lng) || lng < -180 || lng > 180) throw locationError('longitude', 'lng');
  return { point: { lat, lng }, zip: null, precision: precision as LocationPrecision };
}
