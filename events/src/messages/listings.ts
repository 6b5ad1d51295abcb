import { defineMessages } from './catalogue';

/** Posting, changing, deactivating and reactivating a listing. */
export const listingsMessages = defineMessages('listings', {
  notFound: 'Listing not found.',
  alreadyPosted: 'This listing has already been posted.',
  ownerOnly: 'Only the owner of this listing can change it.',
  ownerOrAdminOnly: 'Only the owner of this listing or an admin can deactivate it.',
  reasonRequired: 'Reason Required: Please give a reason for deactivating this listing.',
  takenDownByAdmin: 'This listing was deactivated by an admin. Please contact support to restore it.',
  takenDownByAdminWithReason: 'This listing was deactivated by an admin ({reason}). Please contact support to restore it.',
  posted: 'Listing Posted: Your listing is now live on the marketplace.',
  updated: 'Listing Updated: Your changes are saved.',
  deactivated: 'Listing Deactivated: It no longer appears on the marketplace.',
  reactivated: 'Listing Reactivated: It is back on the marketplace.',
  titleRequired: 'Title is required.',
  titleTooShort: 'Title must be at least 3 characters.',
  titleTooLong: 'Title must be at most 100 characters.',
  descriptionRequired: 'Description is required.',
  descriptionTooShort: 'Description must be at least 10 characters.',
  descriptionTooLong: 'Description must be at most 2000 characters.',
  locationRequired: 'Location is required.',
  locationTooShort: 'Location must be at least 3 characters.',
  locationTooLong: 'Location must be at most 100 characters.',
  cityState: "Location must look like 'City, State' (for example Houston, TX).",
  creditsRequired: 'Credits are required.',
  creditsFormat: 'Credits must be a non-negative amount with at most 2 decimals',
  creditsFormatSentence: 'Credits must be a non-negative amount with at most 2 decimals.',
});
