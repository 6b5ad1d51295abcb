import { z } from 'zod';
import { geoPoint, locationPrecision } from '../location';

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

/** The answer to `PUT /api/user/location`. */
export const areaAnswerSchema = z.object({ message: z.string(), area: memberAreaSchema });
export type AreaAnswer = z.infer<typeof areaAnswerSchema>;
