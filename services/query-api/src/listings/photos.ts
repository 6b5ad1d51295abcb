import { sql } from 'kysely';
import type { ListingPhotoView } from '@barteraid/events/contracts/listing-photos';
import type { ListingPhotoTables } from '@barteraid/infra/read-models/listing-photos';
import type { QueryDb } from '../read-models';

const objectUrl = (objectId: string) => `/api/objects/${objectId}`;

/** A stored photo's columns, as read from `listing_photos`. */
export type PhotoRow = Omit<ListingPhotoTables['listing_photos'], 'listing_id' | 'position'>;

/**
 * A photo as cards and pages show it: both sizes with their pixel sizes (so the page keeps their
 * space before they load) and the alt text, the owner's own or else the listing's title.
 */
export const photoView = (row: PhotoRow, title: string): ListingPhotoView => ({
  id: row.object_id,
  url: objectUrl(row.object_id),
  width: row.width,
  height: row.height,
  thumbnailUrl: objectUrl(row.thumbnail_id),
  thumbnailWidth: row.thumbnail_width,
  thumbnailHeight: row.thumbnail_height,
  alt: row.alt ?? title,
  ownAlt: row.alt,
});

/**
 * A listing's first photo as a column of the statement that reads the listing (`first_photo`, null
 * without photos): a marketplace page's cards get theirs without a round trip of their own. Selected
 * only in a page's last statement, so it is read for the page's rows alone.
 */
export const firstPhotoColumn = sql<PhotoRow | null>`(select to_jsonb(p) from (
  select object_id, thumbnail_id, width, height, thumbnail_width, thumbnail_height, alt
  from listing_photos where listing_id = listings.id order by position limit 1) as p)`.as('first_photo');

/** The photos of these listings, in their order; `firstOnly` reads one per listing, for cards. */
export async function photosOfListings(
  db: QueryDb,
  listings: { id: string; title: string }[],
  firstOnly = false,
): Promise<Map<string, ListingPhotoView[]>> {
  const byListing = new Map<string, ListingPhotoView[]>();
  if (listings.length === 0) return byListing;
  const titles = new Map(listings.map((listing) => [listing.id, listing.title]));
  let query = db
    .selectFrom('listing_photos')
    .selectAll()
    .where('listing_id', 'in', [...titles.keys()])
    .orderBy('listing_id')
    .orderBy('position');
  if (firstOnly) query = query.distinctOn('listing_id');
  for (const row of await query.execute()) {
    const photos = byListing.get(row.listing_id) ?? [];
    photos.push(photoView(row, titles.get(row.listing_id) ?? ''));
    byListing.set(row.listing_id, photos);
  }
  return byListing;
}
