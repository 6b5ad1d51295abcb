import { defineProjection } from '../projection';

/**
 * The photos each listing shows: the latest list its owner set, until the listing is deleted or a
 * photo is (its owner's account closed). Cards read the first one's thumbnail, a listing page all.
 */
export const listingPhotosProjection = defineProjection({
  name: 'listing-photos',
  tables: ['listing_photos'],
  handles: ['ListingPhotosChanged', 'ListingDeleted', 'ObjectDeleted'],
  async apply(event, trx) {
    switch (event.type) {
      case 'ListingPhotosChanged': {
        const { listingId, photos } = event.data;
        await trx.deleteFrom('listing_photos').where('listing_id', '=', listingId).execute();
        if (photos.length === 0) return;
        await trx
          .insertInto('listing_photos')
          .values(
            photos.map((photo, position) => ({
              listing_id: listingId,
              position,
              object_id: photo.objectId,
              thumbnail_id: photo.thumbnailId,
              width: photo.width,
              height: photo.height,
              thumbnail_width: photo.thumbnailWidth,
              thumbnail_height: photo.thumbnailHeight,
              alt: photo.alt,
            })),
          )
          .execute();
        return;
      }
      case 'ListingDeleted':
        await trx.deleteFrom('listing_photos').where('listing_id', '=', event.data.listingId).execute();
        return;
      case 'ObjectDeleted':
        await trx.deleteFrom('listing_photos').where('object_id', '=', event.data.objectId).execute();
        return;
      default:
        return;
    }
  },
});
