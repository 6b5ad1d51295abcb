import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** What an uploaded object is for; it decides who may read it and which types it may have. */
export const objectPurposes = ['avatar', 'verification-document'] as const;
export const objectPurpose = z.enum(objectPurposes);
export type ObjectPurpose = z.infer<typeof objectPurpose>;

/** Largest object a member may upload (spec section 9: 5MB). */
export const MAX_OBJECT_BYTES = 5 * 1024 * 1024;
/** How long an upload URL works. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/**
 * A member asked for an upload URL. Only a SHA-256 hash of the URL's token is stored; the
 * token itself is handed out once. Appended to the object's own `object-<id>` stream.
 */
export const ObjectUploadRequested = defineEvent(
  'ObjectUploadRequested',
  1,
  z.object({
    objectId: z.string().uuid(),
    ownerId: z.string().uuid(),
    purpose: objectPurpose,
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    requestedAt: z.string(),
    expiresAt: z.string(),
  }),
);

/**
 * The bytes arrived and were stored (in the `stored_objects` blob table, never in the log).
 * After this the upload URL no longer works: each URL takes one upload.
 */
export const ObjectUploaded = defineEvent(
  'ObjectUploaded',
  1,
  z.object({
    objectId: z.string().uuid(),
    ownerId: z.string().uuid(),
    purpose: objectPurpose,
    contentType: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    uploadedAt: z.string(),
  }),
);

/** A member's profile picture now points at one of their uploaded avatar objects (member stream). */
export const MemberAvatarChanged = defineEvent(
  'MemberAvatarChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    objectId: z.string().uuid(),
    avatarUrl: z.string(),
    changedAt: z.string(),
  }),
);

export type ObjectEvent = EventOf<typeof ObjectUploadRequested> | EventOf<typeof ObjectUploaded>;
export type AvatarEvent = EventOf<typeof MemberAvatarChanged>;
