/** Listing statuses without the schema, for code that must not load zod; `listing-status.ts` re-exports them. */

/**
 * Where a listing stands besides being on or off the marketplace: a need is open, partly met or
 * met; an offer available or taken. Met needs and taken offers are closed: they leave the
 * marketplace's default view and never expire.
 */
export const needStatuses = ['open', 'partly_met', 'met'] as const;
export const offerStatuses = ['available', 'taken'] as const;
export const listingStatuses = [...needStatuses, ...offerStatuses] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** The statuses a listing of this type may have, the first being the one it is posted with. */
export const statusesOf = (type: 'need' | 'offer'): readonly ListingStatus[] => (type === 'need' ? needStatuses : offerStatuses);

export const initialStatus = (type: 'need' | 'offer'): ListingStatus => (type === 'need' ? 'open' : 'available');

/** A closed listing (met need, taken offer) is done: off the default view, and it no longer expires. */
export const isClosedStatus = (status: ListingStatus): boolean => status === 'met' || status === 'taken';

/** The status a listing keeps when a revision changes its type: the new type's first. */
export const statusAfterRevision = (status: ListingStatus, type: 'need' | 'offer'): ListingStatus =>
  statusesOf(type).includes(status) ? status : initialStatus(type);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a listing stays up unless renewed: a week for a need, two days for an urgent one, a month for an offer. */
export function listingLifetimeMs(type: 'need' | 'offer', isUrgent: boolean): number {
  if (type === 'offer') return 30 * DAY_MS;
  return isUrgent ? 48 * HOUR_MS : 7 * DAY_MS;
}

/** Its owner is asked "Still needed?" this long before it expires. */
export const EXPIRY_REMINDER_MS = DAY_MS;

/** When a listing posted or last renewed at `freshAt` expires, by its current type and urgency. */
export function listingExpiresAt(freshAt: string | Date, type: 'need' | 'offer', isUrgent: boolean): Date {
  return new Date(new Date(freshAt).getTime() + listingLifetimeMs(type, isUrgent));
}
