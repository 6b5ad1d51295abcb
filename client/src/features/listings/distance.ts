import { milesBetween, roundedMiles, type GeoPoint } from '@barteraid/events/geo';
import { t } from '../../i18n';

/** "under 1 mi away", "about 3 mi away", "12 mi away": a distance as the server rounds it (0 is under a mile). */
export function distanceText(miles: number): string {
  if (miles < 1) return t('marketplace.near.distanceUnder');
  if (miles <= 5) return t('marketplace.near.distanceAbout', { count: miles });
  return t('marketplace.near.distanceMiles', { count: miles });
}

/** From the member's own area to a listing's public place, rounded the same way. */
export const roundedDistance = (from: GeoPoint, to: GeoPoint) => roundedMiles(milesBetween(from, to));
