import { z } from 'zod';
import { MAX_LISTING_PHOTOS, MAX_PHOTO_ALT } from '../listing-photos';
import { listingPhotosMessages } from '../messages/listing-photos';
import { schemaMessage } from '../messages/schema-message';
import { singleLineText } from '../text';

/**
 * A listing's photos as the listing commands take them (`photos` in `POST /api/listings` and
 * `PATCH /api/listings/:id`) and as the listing's answers show them.
 */

/** One photo to show: a `listing-photo` upload of the member (its id or its URL) and, optionally, what it shows. */
export const listingPhotoInputSchema = z.object({
  id: singleLineText('Photo', { error: 'Each photo needs the id of a photo you uploaded.' }).max(2000),
  alt: singleLineText('Photo description', { error: 'A photo description must be text.' })
    .trim()
    .max(MAX_PHOTO_ALT, schemaMessage(listingPhotosMessages.message('altTooLong', { max: MAX_PHOTO_ALT })))
    .nullable()
    .optional(),
});
export type ListingPhotoInput = z.input<typeof listingPhotoInputSchema>;

/** The whole list, in the order to show; the first is the cards' thumbnail. Absent in a PATCH: unchanged. */
export const listingPhotosBodySchema = z.object({
  photos: z
    .array(listingPhotoInputSchema, { error: 'Photos must be a list.' })
    .max(MAX_LISTING_PHOTOS, schemaMessage(listingPhotosMessages.message('tooMany', { max: MAX_LISTING_PHOTOS })))
    .optional(),
});

/** A photo as a card or a listing page shows it: both sizes with their pixel sizes, and its alt text. */
export const listingPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnailUrl: z.string(),
  thumbnailWidth: z.number(),
  thumbnailHeight: z.number(),
  /** What a screen reader says: the owner's words, else the listing's title. */
  alt: z.string(),
  /** The owner's own words (null: the title stands in), for the edit form. */
  ownAlt: z.string().nullable(),
});
export type ListingPhotoView = z.infer<typeof listingPhotoSchema>;
