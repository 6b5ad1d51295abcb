import sharp, { type ResizeOptions } from 'sharp';
import { HttpError } from '@barteraid/infra';
import { objectsMessages } from '@barteraid/events/messages/objects';
import { DISPLAY_MAX_SIDE, MAX_PHOTO_PIXELS, THUMBNAIL_SIZE, decodeRefusal, photoTypeOf } from './photo-rules';

/** One re-encoded size of a photo. */
export interface PhotoSize {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface PreparedPhoto {
  display: PhotoSize;
  thumbnail: PhotoSize;
}

async function encode(bytes: Uint8Array, resize: ResizeOptions, quality: number): Promise<PhotoSize> {
  // `failOn: 'warning'` refuses a truncated or damaged file instead of storing a half-grey picture.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' })
    .rotate() // turn it as the camera's orientation said, before that tag goes with the rest
    .resize(resize)
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * A listing photo as it is stored: a JPEG, PNG or WebP by its bytes, decoded, turned upright and
 * written again as WebP in two sizes. Writing it again keeps none of the file's metadata (EXIF, GPS,
 * XMP, ICC comments): sharp copies metadata only when asked to. Refuses with a 400 (not an image,
 * damaged) or 413 (too many pixels), before anything is stored.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  // Refusals name the file as their field, like the form's file picker.
  if (!photoTypeOf(bytes)) throw new HttpError(400, objectsMessages.message('photoType'), { field: 'file' });
  try {
    const [display, thumbnail] = await Promise.all([
      encode(bytes, { width: DISPLAY_MAX_SIDE, height: DISPLAY_MAX_SIDE, fit: 'inside', withoutEnlargement: true }, 80),
      encode(bytes, { ...THUMBNAIL_SIZE, fit: 'cover', position: 'attention' }, 70),
    ]);
    return { display, thumbnail };
  } catch (error) {
    const { status, message } = decodeRefusal(error instanceof Error ? error.message : String(error));
    throw new HttpError(status, message, { field: 'file' });
  }
}
