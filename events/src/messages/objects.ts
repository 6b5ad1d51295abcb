import { defineMessages } from './catalogue';

/** Uploaded files: upload links, types, sizes and each member's quota. */
export const objectsMessages = defineMessages('objects', {
  invalidLink: 'This upload link is not valid. Please start the upload again.',
  expired: 'This upload link has expired. Please start the upload again.',
  used: 'This upload link has already been used. Please start the upload again.',
  notYours: 'This upload link belongs to another member.',
  empty: 'The file is empty. Please choose another file.',
  exists: 'This object exists already.',
  tooLarge: 'File Too Large: Please choose a file smaller than 5MB.',
  quotaFull: 'Upload quota reached: you have used {used} of {quota} MB for your files. Replacing your profile picture frees the old one; for more room, please contact support.',
  quotaTooBig: 'Upload quota reached: you have used {used} of {quota} MB for your files, and this one needs {size} MB. Choose a smaller file, or replace your profile picture to free the old one; for more room, please contact support.',
  tooManyUploads: 'Too many uploads: you can start {limit} uploads an hour. Please try again in {minutes} minutes.',
  tooManyUploadsMinute: 'Too many uploads: you can start {limit} uploads an hour. Please try again in 1 minute.',
  avatarType: 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.)',
  documentType: 'Invalid File Type: Please upload a PDF, JPG or PNG file.',
  evidenceType: 'Invalid File Type: Please upload a photo (JPG, PNG, WebP) or a PDF.',
  invalidContents: "Invalid File: the file's contents are not a valid {contentType} file. Please choose another file.",
  photoType: 'Invalid File Type: A listing photo must be a JPEG, PNG or WebP image.',
  photoUnreadable: 'This photo could not be read: the file is damaged or not a whole image. Please choose another photo.',
  photoTooManyPixels: 'This photo is too large to process: please choose one under 40 megapixels.',
});
