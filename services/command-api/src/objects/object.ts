import type { EventOf, ObjectEvent, ObjectPurpose, ObjectUploaded } from '@barteraid/events';
import { HttpError } from '@barteraid/infra';
import { exhaustive, reject, type Decider } from '../decider';
import { contentProblem } from './content';
import { objectsMessages } from '@barteraid/events/messages/objects';

export interface ObjectState {
  request: { ownerId: string; purpose: ObjectPurpose; tokenHash: string; expiresAt: string } | null;
  uploaded: { contentType: string; size: number; sha256: string; image: StoredImage | null } | null;
  deleted: boolean;
}

/** A listing photo's sizes as stored (see `ObjectUploaded`). */
export type StoredImage = NonNullable<EventOf<typeof ObjectUploaded>['data']['image']>;

export type ObjectCommand =
  | { type: 'RequestUpload'; objectId: string; ownerId: string; purpose: ObjectPurpose; tokenHash: string; now: string; expiresAt: string }
  | {
      type: 'CompleteUpload';
      objectId: string;
      actorId: string;
      tokenHash: string;
      contentType: string;
      bytes: Uint8Array;
      sha256: string;
      /** A listing photo's sizes, when `bytes` is the display size the server wrote (its thumbnail is stored beside it). */
      image?: EventOf<typeof ObjectUploaded>['data']['image'];
      now: string;
    }
  | { type: 'DeleteObject'; objectId: string; reason: 'avatar_replaced' | 'account_closed' | 'listing_deleted' | 'photo_removed'; now: string };

export const objectMessages = {
  invalidLink: objectsMessages.message('invalidLink'),
  expired: objectsMessages.message('expired'),
  used: objectsMessages.message('used'),
  notYours: objectsMessages.message('notYours'),
  empty: objectsMessages.message('empty'),
} as const;

/** One uploaded object (`object-<id>`): an upload URL is handed out once and takes one upload. */
export const objectDecider: Decider<ObjectCommand, ObjectState, ObjectEvent> = {
  initialState: { request: null, uploaded: null, deleted: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ObjectUploadRequested': {
        const { ownerId, purpose, tokenHash, expiresAt } = event.data;
        return { ...state, request: { ownerId, purpose, tokenHash, expiresAt } };
      }
      case 'ObjectUploaded': {
        const { contentType, size, sha256, image } = event.data;
        return { ...state, uploaded: { contentType, size, sha256, image } };
      }
      case 'ObjectDeleted':
        return { ...state, deleted: true };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestUpload': {
        if (state.request) return reject('conflict', objectsMessages.message('exists'));
        const { type: _type, now, ...request } = command;
        return [{ type: 'ObjectUploadRequested', data: { ...request, requestedAt: now } }];
      }
      case 'CompleteUpload': {
        const request = state.request;
        if (!request || request.tokenHash !== command.tokenHash) return reject('forbidden', objectMessages.invalidLink);
        if (request.ownerId !== command.actorId) return reject('forbidden', objectMessages.notYours);
        if (state.uploaded) return reject('conflict', objectMessages.used);
        if (Date.parse(command.now) > Date.parse(request.expiresAt)) return reject('forbidden', objectMessages.expired);
        if (command.bytes.length === 0) throw new HttpError(400, objectMessages.empty);
        const problem = contentProblem(request.purpose, command.contentType, command.bytes);
        if (problem) throw new HttpError(415, problem);
        // A listing photo is only ever stored as the server re-encoded it, with its two sizes.
        const image = command.image ?? null;
        if ((request.purpose === 'listing-photo') !== (image !== null)) throw new HttpError(415, objectsMessages.message('photoType'));
        return [
          {
            type: 'ObjectUploaded',
            data: {
              objectId: command.objectId,
              ownerId: request.ownerId,
              purpose: request.purpose,
              contentType: command.contentType,
              size: command.bytes.length + (image?.thumbnail.size ?? 0),
              sha256: command.sha256,
              uploadedAt: command.now,
              image,
            },
          },
        ];
      }
      case 'DeleteObject': {
        // Only stored objects are deleted, once; deleting again is a no-op so retries and reclaims can repeat it.
        if (!state.request || !state.uploaded || state.deleted) return [];
        return [
          { type: 'ObjectDeleted', data: { objectId: command.objectId, ownerId: state.request.ownerId, reason: command.reason, deletedAt: command.now } },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};
