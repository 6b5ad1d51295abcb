import type { GeoPoint, LocationPrecision } from '@barteraid/events/geo';
import type { AreaBody } from '@barteraid/events/contracts/location';

/** A member's area as the form holds it: by ZIP code or by a pin, and how precisely others may place them. */
export interface AreaChoice {
  by: 'zip' | 'pin';
  zip: string;
  pin: GeoPoint | null;
  precision: LocationPrecision;
}

/** Nothing chosen yet: a ZIP code to type, and the default precision (town). */
export const noAreaChoice: AreaChoice = { by: 'zip', zip: '', pin: null, precision: 'town' };

/** The field a missing pin is refused on: the server names a pin's latitude first. */
export const pinField = 'lat';
/** The fields of a pin a refusal may name; the pin's part of the form stands for both. */
export const pinFields: readonly string[] = [pinField, 'lng'];

/**
 * What the form sends for a choice: the pin or the ZIP code, never both (the server refuses both).
 * `pinNeeded` when the member chose a pin and has not dropped it: only they can fix that.
 */
export function areaBody(choice: AreaChoice): AreaBody | 'pinNeeded' {
  if (choice.by === 'zip') return { zip: choice.zip.trim(), precision: choice.precision };
  if (!choice.pin) return 'pinNeeded';
  return { lat: choice.pin.lat, lng: choice.pin.lng, precision: choice.precision };
}

/** At registration the area is optional: an empty ZIP code sends none. */
export const givesArea = (choice: AreaChoice) => choice.by === 'pin' || choice.zip.trim() !== '';
