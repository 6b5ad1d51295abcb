import type { Selectable } from 'kysely';
import { formatCents, roundedMiles } from '@barteraid/events';
import type { ListingTables } from '@barteraid/infra/read-models/listings';
import type { ListingCard, UserListing } from '@barteraid/events/contracts/listings';
import type { ListingStatus } from '@barteraid/events';

/** A listing's status and time as the API shows them. */
const lifecycleOf = (row: ListingRow) => ({
  status: row.status as ListingStatus,
  expiresAt: new Date(row.expires_at).toISOString(),
  expired: row.expired_at !== null,
});

export const listingColumns = [
  'listings.id',
  'listings.owner_id',
  'listings.owner_username',
  'listings.owner_verification_status',
  'listings.title',
  'listings.description',
  'listings.category',
  'listings.type',
  'listings.credits_cents',
  'listings.location',
  'listings.is_urgent',
  'listings.is_active',
  'listings.deactivated_by_admin',
  'listings.deactivation_reason',
  'listings.zip',
  'listings.place_lat',
  'listings.place_lng',
  'listings.created_at',
  'listings.updated_at',
  'listings.status',
  'listings.expires_at',
  'listings.expired_at',
] as const;

type Column = (typeof listingColumns)[number] extends `listings.${infer Name}` ? Name : never;

/** A listing as the query API reads it (never the owner's mirrored point: only the place it sits at). */
export type ListingRow = Pick<Selectable<ListingTables['listings']>, Column> & {
  /** Miles from the searcher's position, when the search gave one (computed in SQL, exact: rounded here). */
  distance_miles?: number | null;
};

/**
 * Where a card places the listing: its public point to about 10 m (four decimals), which is
 * all a map needs and no more than the point others may see.
 */
const placeOf = (row: ListingRow): ListingCard['place'] =>
  row.place_lat === null || row.place_lng === null
    ? null
    : { lat: Math.round(row.place_lat * 1e4) / 1e4, lng: Math.round(row.place_lng * 1e4) / 1e4 };

/** A marketplace card (`ListingCard` of the listings contract), with its first photo when the caller read it. */
export function listingCard(row: ListingRow, photo: ListingCard['photo'] = null): ListingCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type === 'need' ? 'need' : 'offer',
    credits: formatCents(Number(row.credits_cents)),
    location: row.location,
    isUrgent: row.is_urgent,
    isActive: row.is_active,
    ...lifecycleOf(row),
    zip: row.zip,
    place: placeOf(row),
    ...(row.distance_miles === undefined || row.distance_miles === null ? {} : { distanceMiles: roundedMiles(Number(row.distance_miles)) }),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ownerId: row.owner_id,
    user: {
      id: row.owner_id,
      username: row.owner_username,
      // Only "verified" is public: a pending or rejected verification is the member's own business.
      verificationStatus: row.owner_verification_status === 'approved' ? 'approved' : 'unverified',
      verified: row.owner_verification_status === 'approved',
    },
    photo,
  };
}

/** The dashboard's "your listings" entry (spec: id, title, description, isActive, creditValue). */
export function userListing(row: ListingRow): UserListing {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    isActive: row.is_active,
    creditValue: formatCents(Number(row.credits_cents)),
    category: row.category,
    type: row.type,
    location: row.location,
    isUrgent: row.is_urgent,
    createdAt: new Date(row.created_at).toISOString(),
    ...lifecycleOf(row),
    /** Set when an admin took the listing down; the owner sees why and cannot reactivate it. */
    deactivatedByAdmin: row.deactivated_by_admin,
    deactivationReason: row.deactivation_reason,
  };
}
