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
export type RegistrationArea = { zip?: string; precision?: z.infer<typeof locationPrecision> };

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
