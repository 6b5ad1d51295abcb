import { locationMessages } from '@barteraid/events/messages/location';
import { badRequest } from '../http/errors';

type LocationKey = keyof typeof locationMessages.en & string;

/** A 400 about a place or a distance: the English text, the field, and the catalogue code. */
export function locationError(key: LocationKey, field: string, params?: Record<string, string>) {
  const message = (locationMessages.english as (key: LocationKey, params?: Record<string, string>) => string)(key, params);
  return badRequest(message, { field, code: `location.${key}`, ...(params ? { params } : {}) });
}
