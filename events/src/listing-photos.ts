import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** A listing shows at most this many photos. */
export const MAX_LISTING_PHOTOS = 4;
/** Longest alt text a member may write for a photo. */
export const MAX_PHOTO_ALT = 200;

/**
 * One photo of a listing as its events carry it: the uploaded `listing-photo` object (its display
 * size) and its thumbnail, with their pixel sizes so pages reserve the space before the bytes
 * arrive, and the alt text its owner wrote (null: the listing's title describes it).
 */
export const listingPhoto = z.object({
  objectId: z.string().uuid(),
  thumbnailId: z.string().uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnailWidth: z.number().int().positive(),
  thumbnailHeight: z.number().int().positive(),
  alt: z.string().nullable(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

/**
 * The listing's photos are now these, in this order (the first is its cards' thumbnail): the whole
 * list, so a reader needs only the latest one. A photo that left the list was deleted with it.
 */
export const ListingPhotosChanged = defineEvent(
  'ListingPhotosChanged',
  1,
  z.object({
    listingId: z.string().uuid(),
    ownerId: z.string().uuid(),
    photos: z.array(listingPhoto).max(MAX_LISTING_PHOTOS),
    changedAt: z.string(),
  }),
);

export type ListingPhotoEvent = EventOf<typeof ListingPhotosChanged>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const listingPhotoEvents = [ListingPhotosChanged] as const;
