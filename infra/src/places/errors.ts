import { locationMessages } from '@barteraid/events/messages/location';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { badRequest } from '../http/errors';

type LocationKey = keyof typeof locationMessages.en & string;

/** A 400 about a place or a distance: the catalogue message and the field it is about. */
export function locationError(key: LocationKey, field: string, params?: Record<string, string>) {
  const message: MessageData = params ? { code: `location.${key}`, params } : { code: `location.${key}` };
  return badRequest(message, { field });
}
