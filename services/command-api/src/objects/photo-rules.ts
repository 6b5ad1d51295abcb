import { objectsMessages } from '@barteraid/events/messages/objects';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { sniffContentType } from './content';

/** The types a listing photo may be, told by the bytes alone (never the file's name or declared type). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Decoding a photo larger than this is refused: a small file can unpack into a huge image. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The display size fits in this square; a smaller photo keeps its size. */
export const DISPLAY_MAX_SIDE = 1280;
/** Thumbnails are cropped to this frame (4:3), the cards' picture. */
export const THUMBNAIL_SIZE = { width: 400, height: 300 } as const;

/** What the photo's magic number says it is, or null when it is not a JPEG, PNG or WebP image. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const sniffed = sniffContentType(bytes);
  return (PHOTO_TYPES as readonly string[]).includes(sniffed ?? '') ? (sniffed as PhotoType) : null;
}

/** Why a decoder's refusal refuses the photo: too many pixels (413) or a file that is not a whole image (400). */
export function decodeRefusal(reason: string): { status: 400 | 413; message: MessageData } {
  return /pixel limit/i.test(reason)
    ? { status: 413, message: objectsMessages.message('photoTooManyPixels') }
    : { status: 400, message: objectsMessages.message('photoUnreadable') };
}
