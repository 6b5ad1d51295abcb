import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { listingCategory, listingType } from './listings';
import { alertFrequencies } from './alert-frequency';

export { alertFrequencies, type AlertFrequency } from './alert-frequency';
export const alertFrequency = z.enum(alertFrequencies);

/** At most this many saved alerts per member. */
export const MAX_ALERTS = 20;
/** An urgent need reaches a helper at most this many times a (UTC) day. */
export const HELPER_ALERTS_PER_DAY = 5;

/** What a saved alert looks for: a marketplace search's words and filters, near the member's area. */
export const alertCriteria = z.object({
  /** The search's words; null: any listing passing the filters. */
  query: z.string().nullable(),
  category: listingCategory.nullable(),
  type: listingType.nullable(),
  urgentOnly: z.boolean(),
  /** Miles from the member's area; null: anywhere. */
  radiusMiles: z.number().int().nullable(),
});
export type AlertCriteria = z.infer<typeof alertCriteria>;

/**
 * A member's saved alerts and their helper opt-in live on one stream per member (`alerts-<id>`),
 * whose decider holds the limit of 20. `alertId` follows from the request's Idempotency-Key.
 */
export const AlertSaved = defineEvent(
  'AlertSaved',
  1,
  z.object({ memberId: z.string().uuid(), alertId: z.string().uuid(), criteria: alertCriteria, frequency: alertFrequency, savedAt: z.string() }),
);

/** The member changed an alert's search or frequency (from /settings). */
export const AlertChanged = defineEvent(
  'AlertChanged',
  1,
  z.object({ memberId: z.string().uuid(), alertId: z.string().uuid(), criteria: alertCriteria, frequency: alertFrequency, changedAt: z.string() }),
);

/** The alert was stopped: deleted in /settings (`member`) or by the signed "stop this alert" link (`link`). */
export const AlertDeleted = defineEvent(
  'AlertDeleted',
  1,
  z.object({ memberId: z.string().uuid(), alertId: z.string().uuid(), by: z.enum(['member', 'link']), deletedAt: z.string() }),
);

/** A verified member asked to hear of urgent needs within `withinMiles` of their area (null: turned off). */
export const HelperAlertsChanged = defineEvent(
  'HelperAlertsChanged',
  1,
  z.object({ memberId: z.string().uuid(), withinMiles: z.number().int().nullable(), changedAt: z.string() }),
);

export const alertMatch = z.object({ alertId: z.string().uuid(), memberId: z.string().uuid(), frequency: alertFrequency });
export type AlertMatch = z.infer<typeof alertMatch>;

/**
 * A listing (posted, or revised into a match) reached these saved alerts and helpers, on the
 * listing's own `alert_matches-<listingId>` stream, whose decider remembers every alert and helper
 * it reached: each listing reaches each alert at most once, ever. `causeEventId` is the listing
 * event that was matched; the event's id follows from it, so a replay writes nothing new.
 */
export const ListingAlertsMatched = defineEvent(
  'ListingAlertsMatched',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    title: z.string(),
    type: listingType,
    urgent: z.boolean(),
    causeEventId: z.string().uuid(),
    matches: z.array(alertMatch),
    /** Verified members who opted in as helpers and are near this urgent need. */
    helpers: z.array(z.string().uuid()),
    matchedAt: z.string(),
  }),
);

/** One urgent need reached a helper (`helper_alerts-<memberId>`): the decider counts them per UTC day. */
export const HelperAlerted = defineEvent(
  'HelperAlerted',
  1,
  z.object({ memberId: z.string().uuid(), listingId: z.string().uuid(), day: z.string(), alertedAt: z.string() }),
);

export type SavedAlertEvent =
  | EventOf<typeof AlertSaved>
  | EventOf<typeof AlertChanged>
  | EventOf<typeof AlertDeleted>
  | EventOf<typeof HelperAlertsChanged>;
export type AlertMatchEvent = EventOf<typeof ListingAlertsMatched>;
export type HelperAlertEvent = EventOf<typeof HelperAlerted>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const alertEvents = [AlertSaved, AlertChanged, AlertDeleted, HelperAlertsChanged, ListingAlertsMatched, HelperAlerted] as const;
