import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { locationPrecisions, type GeoPoint, type PlaceOffset } from './geo';

export * from './geo';

export const locationPrecision = z.enum(locationPrecisions);
export const geoPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }) satisfies z.ZodType<GeoPoint>;
/** A public point's offset (`PlaceOffset`, geo.ts). */
export const placeOffset = z.object({ bearing: z.number().min(0).max(360), miles: z.number().positive() }) satisfies z.ZodType<PlaceOffset>;

/**
 * A member set their area on /settings or at registration: a ZIP code's centroid or a pin. One
 * stream per member (`location-<memberId>`). Every field naming a place is sealed under the
 * member's key (personal-data.ts): after the account closes they read as null.
 */
export const MemberLocationSet = defineEvent(
  'MemberLocationSet',
  1,
  z.object({
    memberId: z.string().uuid(),
    /** The ZIP code the member typed; null when they dropped a pin. */
    zip: z.string().nullable(),
    /** The exact point they chose: theirs alone. */
    point: geoPoint.nullable(),
    precision: locationPrecision,
    /** The offset drawn for this precision (the same one each time this precision is chosen). */
    offset: placeOffset.nullable(),
    /** `point` moved by `offset`: the one point anyone else's answer may be computed from. */
    publicPoint: geoPoint.nullable(),
    setAt: z.string(),
  }),
);

export type LocationEvent = EventOf<typeof MemberLocationSet>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const locationEvents = [MemberLocationSet] as const;
