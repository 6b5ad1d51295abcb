import { z } from 'zod';
import { messageFields } from './common';
import { singleLineText } from '../text';
import { objectPurpose } from '../uploads';

/**
 * Uploads and avatars as the command API takes and answers them (spec section 7): ask for a
 * single-use upload URL, PUT the bytes there, then (for an avatar) point the profile at it.
 */

export type { ObjectPurpose } from '../uploads';

/** `POST /api/objects/upload`: an upload URL for a file of this purpose (an avatar unless said). */
export const uploadLinkRequestSchema = z.object({ purpose: objectPurpose.default('avatar') });
export type UploadLinkBody = z.input<typeof uploadLinkRequestSchema>;

/** Its answer: PUT the bytes to `uploadURL` (once, before `expiresAt`); the file is then served at `objectURL`. */
export const uploadLinkSchema = z.object({
  uploadURL: z.string(),
  objectId: z.string(),
  objectURL: z.string(),
  purpose: objectPurpose,
  expiresAt: z.string(),
  maxBytes: z.number(),
});
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/** `PUT /api/objects/:id?token=…` (the file's bytes as the body): the stored file. */
export const storedObjectSchema = z.object({
  objectId: z.string(),
  purpose: objectPurpose,
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  url: z.string(),
  /** A listing photo: its display size (at `url`) and its thumbnail, as the server stored them. */
  image: z
    .object({ width: z.number(), height: z.number(), thumbnail: z.object({ url: z.string(), width: z.number(), height: z.number() }) })
    .optional(),
});
export type StoredObject = z.infer<typeof storedObjectSchema>;

/** `PUT /api/user/avatar`: the URL of an avatar object the member uploaded (its upload URL works too). */
export const avatarChangeSchema = z.object({
  avatarURL: singleLineText('Avatar URL', { error: 'avatarURL: the address of your uploaded image is required.' }).max(2000),
});
export type AvatarChangeBody = z.input<typeof avatarChangeSchema>;

/** Its answer: where the new avatar is served (`avatarURL` repeats it under the spec's name). */
export const avatarChangedSchema = z.object({ ...messageFields, avatar: z.string(), avatarURL: z.string() });
export type AvatarChanged = z.infer<typeof avatarChangedSchema>;
