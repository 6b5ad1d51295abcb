import type { ListingPhotoView } from '@barteraid/events/contracts/listing-photos';
import type { QueryDb } from '../read-models';

const objectUrl = (objectId: string) => `/api/objects/${objectId}`;

/**
 * The photos of these listings, in their order, as cards and pages show them: both sizes with
 * their pixel sizes (so the page keeps their space before they load) and the alt text, the owner's
 * own or else the listing's title. `firstOnly` reads one per listing, for cards.
 */
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
    photos.push({
      id: row.object_id,
      url: objectUrl(row.object_id),
      width: row.width,
      height: row.height,
      thumbnailUrl: objectUrl(row.thumbnail_id),
      thumbnailWidth: row.thumbnail_width,
      thumbnailHeight: row.thumbnail_height,
      alt: row.alt ?? titles.get(row.listing_id) ?? '',
      ownAlt: row.alt,
    });
    byListing.set(row.listing_id, photos);
  }
  return byListing;
}
