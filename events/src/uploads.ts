import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { registerUpcaster } from './upcasters';

/** What an uploaded object is for; it decides who may read it and which types it may have. */
/** `dispute-evidence`: photos or documents a party attaches to a dispute (seen by the two parties and administrators only). */
/** `listing-photo`: a photo of a listing, public like an avatar, stored re-encoded as a display size and a thumbnail. */
export const objectPurposes = ['avatar', 'verification-document', 'dispute-evidence', 'listing-photo'] as const;
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
  2,
  z.object({
    objectId: z.string().uuid(),
    ownerId: z.string().uuid(),
    purpose: objectPurpose,
    contentType: z.string(),
    /** Bytes the object takes in all: for a photo, its display size and its thumbnail together. */
    size: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    uploadedAt: z.string(),
    /**
     * A listing photo as stored: the display size under the object's id and a thumbnail under an
     * id of its own, both re-encoded without the file's metadata; null for every other upload. Since version 2.
     */
    image: z
      .object({
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        thumbnail: z.object({
          objectId: z.string().uuid(),
          width: z.number().int().positive(),
          height: z.number().int().positive(),
          size: z.number().int().nonnegative(),
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
        }),
      })
      .nullable(),
  }),
);

// Version 1 stored the file as sent, with no derived sizes.
registerUpcaster('ObjectUploaded', 1, (data) => ({ ...(data as object), image: null }));

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

/**
 * The object is gone: its bytes are removed from `stored_objects` and its URL answers 404 (object
 * stream): an avatar its member replaced, or a closed account's avatar and documents; a deleted object can not be used again.
 */
export const ObjectDeleted = defineEvent(
  'ObjectDeleted',
  1,
  z.object({
    objectId: z.string().uuid(),
    ownerId: z.string().uuid(),
    /**
     * `account_closed`: the owner closed their account (avatars, verification documents and listing photos go);
     * `listing_deleted`: the listing it showed was deleted; `photo_removed`: its owner took it off their listing.
     */
    reason: z.enum(['avatar_replaced', 'account_closed', 'listing_deleted', 'photo_removed']),
    deletedAt: z.string(),
  }),
);

/**
 * A member's upload quota lives in their `uploads-<memberId>` stream: how many upload links they
 * were given lately (the hourly rate) and how many bytes their objects take (the total).
 */
export const UploadLinkIssued = defineEvent(
  'UploadLinkIssued',
  1,
  z.object({
    memberId: z.string().uuid(),
    objectId: z.string().uuid(),
    purpose: objectPurpose,
    issuedAt: z.string(),
  }),
);

/** An object's bytes count against its member's total; written with `ObjectUploaded` (a later one for the same object replaces the size). */
export const UploadSpaceUsed = defineEvent(
  'UploadSpaceUsed',
  1,
  z.object({
    memberId: z.string().uuid(),
    objectId: z.string().uuid(),
    bytes: z.number().int().nonnegative(),
    usedAt: z.string(),
  }),
);

/**
 * An object's bytes no longer count: an avatar the member replaced (deleted with it), an upload
 * that failed after its space was counted, or one whose link expired without `ObjectUploaded`.
 */
export const UploadSpaceFreed = defineEvent(
  'UploadSpaceFreed',
  1,
  z.object({
    memberId: z.string().uuid(),
    objectId: z.string().uuid(),
    bytes: z.number().int().nonnegative(),
    reason: z.enum(['avatar_replaced', 'upload_failed', 'upload_abandoned', 'object_deleted']),
    freedAt: z.string(),
  }),
);

export type ObjectEvent = EventOf<typeof ObjectUploadRequested> | EventOf<typeof ObjectUploaded> | EventOf<typeof ObjectDeleted>;
export type AvatarEvent = EventOf<typeof MemberAvatarChanged>;
export type UploadQuotaEvent = EventOf<typeof UploadLinkIssued> | EventOf<typeof UploadSpaceUsed> | EventOf<typeof UploadSpaceFreed>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const uploadEvents = [ObjectUploadRequested, ObjectUploaded, MemberAvatarChanged, ObjectDeleted, UploadLinkIssued, UploadSpaceUsed, UploadSpaceFreed] as const;
