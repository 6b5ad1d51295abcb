import { defineMessages } from './catalogue';

/** A listing's photos, and deleting a listing (which deletes them). */
export const listingPhotosMessages = defineMessages('listingPhotos', {
  tooMany: 'A listing can show at most {max} photos.',
  notYours: 'Photos must be listing photos you uploaded.',
  repeated: 'The same photo is in the list twice.',
  altTooLong: 'A photo description can be at most {max} characters.',
  deleted: 'Listing Deleted: It and its photos are gone.',
});
