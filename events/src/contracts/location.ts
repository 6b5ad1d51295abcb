import { z } from 'zod';
import { geoPoint, locationPrecision } from '../location';
import { messageFields } from './common';

/**
 * `PUT /api/user/location`: a ZIP code or a pin, and how precisely others may place the member
 * (`town` when not given). The command API checks it field by field (`location/area-body.ts`), so
 * every refusal names its field and its catalogue code.
 */
export type AreaBody = { precision?: z.infer<typeof locationPrecision> } & ({ zip: string } | { lat: number; lng: number });

/** What registration also takes, optionally: the member's area (the same rules as `PUT /api/user/location`). */
export type RegistrationArea = AreaBody | Record<never, never>;

/** The member's own area as only they see it (`GET /api/auth/me`, /settings): exact, as they chose it. */
export const memberAreaSchema = z.object({
  /** The ZIP code they typed; null for a pin. */
  zip: z.string().nullable(),
  lat: geoPoint.shape.lat,
  lng: geoPoint.shape.lng,
  precision: locationPrecision,
});
export type MemberArea = z.infer<typeof memberAreaSchema>;

/**
 * The answer to `PUT /api/user/location`: that it is saved, and nothing of the place. An answer is
 * kept a day to replay to a retry with the same Idempotency-Key, so it holds no exact area; the
 * member reads their own choice from `GET /api/auth/me`.
 */
export const areaAnswerSchema = z.object(messageFields);
export type AreaAnswer = z.infer<typeof areaAnswerSchema>;

/** The most places `GET /api/listings/places` answers: a map of more would be clusters of clusters. */
export const MAP_PLACES_LIMIT = 500;

/**
 * `GET /api/listings/places` (the same parameters as `GET /api/listings`): where the search's
 * listings sit, for the marketplace's map. Public places only (a listing's ZIP centroid or its
 * owner's public point, to four decimals), nearest first when a position is given, else newest
 * first; `truncated` when more than `MAP_PLACES_LIMIT` match.
 */
export const listingPlacesSchema = z.object({
  places: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(['offer', 'need']),
      isUrgent: z.boolean(),
      lat: z.number(),
      lng: z.number(),
      /** Rounded as on the cards; only when a position was given. */
      distanceMiles: z.number().optional(),
    }),
  ),
  truncated: z.boolean(),
});
export type ListingPlaces = z.infer<typeof listingPlacesSchema>;
export type ListingPlace = ListingPlaces['places'][number];
