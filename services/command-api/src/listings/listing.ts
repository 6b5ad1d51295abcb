import type { ListingEvent, ListingPhoto, ListingTerms } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { listingsMessages } from '@barteraid/events/messages/listings';

/**
 * A listing as its own stream tells it. The trades feature reads exactly this (owner,
 * type, creditsCents, isActive) with `readListing` to turn Contact into a proposal.
 */
export interface ListingState {
  posted: boolean;
  listingId: string | null;
  ownerId: string | null;
  terms: ListingTerms | null;
  isActive: boolean;
  /** Why the listing is inactive, when it is; an admin take-down binds the owner. */
  deactivation: { byAdmin: boolean; reason: string | null } | null;
  /** Its photos in order; the first is its cards' thumbnail. */
  photos: ListingPhoto[];
  /** Its owner deleted it: every command then finds no listing. */
  deleted: boolean;
}

/** Who is acting, as the command side established it (never from a request body). */
export interface ListingActor {
  memberId: string;
  isAdmin: boolean;
}

export type ListingCommand =
  | { type: 'PostListing'; listingId: string; ownerId: string; terms: ListingTerms; now: string }
  | { type: 'ReviseListing'; listingId: string; actor: ListingActor; changes: Partial<ListingTerms>; now: string }
  | { type: 'DeactivateListing'; listingId: string; actor: ListingActor; reason: string | null; now: string }
  | { type: 'ReactivateListing'; listingId: string; actor: ListingActor; now: string }
  | { type: 'SetPhotos'; listingId: string; actor: ListingActor; photos: ListingPhoto[]; now: string }
  | { type: 'DeleteListing'; listingId: string; actor: ListingActor; now: string };

export const listingMessages = {
  notFound: listingsMessages.message('notFound'),
  alreadyPosted: listingsMessages.message('alreadyPosted'),
  ownerOnly: listingsMessages.message('ownerOnly'),
  ownerOrAdminOnly: listingsMessages.message('ownerOrAdminOnly'),
  reasonRequired: listingsMessages.message('reasonRequired'),
  takenDownByAdmin: (reason: string | null) =>
    reason ? listingsMessages.message('takenDownByAdminWithReason', { reason }) : listingsMessages.message('takenDownByAdmin'),
} as const;

const termKeys = ['title', 'description', 'category', 'type', 'creditsCents', 'location', 'isUrgent', 'place'] as const;

function requirePosted(state: ListingState): { ownerId: string; terms: ListingTerms } {
  if (!state.posted || state.deleted || !state.ownerId || !state.terms) return reject('not_found', listingMessages.notFound);
  return { ownerId: state.ownerId, terms: state.terms };
}

export const listingDecider: Decider<ListingCommand, ListingState, ListingEvent> = {
  initialState: { posted: false, listingId: null, ownerId: null, terms: null, isActive: false, deactivation: null, photos: [], deleted: false },

  evolve(state, event) {
    switch (event.type) {
      case 'ListingPosted': {
        const { listingId, ownerId, postedAt: _postedAt, ...terms } = event.data;
        return { ...state, posted: true, listingId, ownerId, terms, isActive: true, deactivation: null };
      }
      case 'ListingRevised': {
        const { listingId: _listingId, ownerId: _ownerId, revisedAt: _revisedAt, ...terms } = event.data;
        return { ...state, terms };
      }
      case 'ListingDeactivated':
        return { ...state, isActive: false, deactivation: { byAdmin: event.data.byAdmin, reason: event.data.reason } };
      case 'ListingReactivated':
        return { ...state, isActive: true, deactivation: null };
      case 'ListingPhotosChanged':
        return { ...state, photos: event.data.photos };
      case 'ListingDeleted':
        return { ...state, isActive: false, deleted: true, photos: [] };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PostListing': {
        if (state.posted) return reject('conflict', listingMessages.alreadyPosted);
        return [
          {
            type: 'ListingPosted',
            data: { listingId: command.listingId, ownerId: command.ownerId, ...command.terms, postedAt: command.now },
          },
        ];
      }

      case 'ReviseListing': {
        const { ownerId, terms } = requirePosted(state);
        // Admins may take listings down, but the words and prices stay the owner's own.
        if (command.actor.memberId !== ownerId) return reject('forbidden', listingMessages.ownerOnly);
        const revised: ListingTerms = { ...terms };
        for (const key of termKeys) {
          const value = command.changes[key];
          if (value !== undefined) (revised as Record<typeof key, unknown>)[key] = value;
        }
        // Compared as written: a place is an object, equal when its ZIP and centroid are.
        if (termKeys.every((key) => JSON.stringify(revised[key]) === JSON.stringify(terms[key]))) return [];
        return [{ type: 'ListingRevised', data: { listingId: command.listingId, ownerId, ...revised, revisedAt: command.now } }];
      }

      case 'DeactivateListing': {
        const { ownerId } = requirePosted(state);
        const isOwner = command.actor.memberId === ownerId;
        if (!isOwner && !command.actor.isAdmin) return reject('forbidden', listingMessages.ownerOrAdminOnly);
        const reason = command.reason?.trim() || null;
        // Taking down someone else's listing must be explained, to the owner and in the audit trail.
        if (!isOwner && !reason) return reject('invalid', listingMessages.reasonRequired);
        if (!state.isActive) return [];
        return [
          {
            type: 'ListingDeactivated',
            data: {
              listingId: command.listingId,
              ownerId,
              deactivatedBy: command.actor.memberId,
              byAdmin: !isOwner,
              reason,
              deactivatedAt: command.now,
            },
          },
        ];
      }

      case 'ReactivateListing': {
        const { ownerId } = requirePosted(state);
        const isOwner = command.actor.memberId === ownerId;
        if (!isOwner && !command.actor.isAdmin) return reject('forbidden', listingMessages.ownerOnly);
        if (state.isActive) return [];
        const takenDown = state.deactivation?.byAdmin ?? false;
        // An admin restores only what admins took down; an owner's own pause is theirs to end.
        if (!isOwner && !takenDown) return reject('forbidden', listingMessages.ownerOnly);
        if (takenDown && !command.actor.isAdmin)
          return reject('forbidden', listingMessages.takenDownByAdmin(state.deactivation?.reason ?? null));
        return [
          {
            type: 'ListingReactivated',
            data: { listingId: command.listingId, ownerId, reactivatedBy: command.actor.memberId, reactivatedAt: command.now },
          },
        ];
      }

      case 'SetPhotos': {
        const { ownerId } = requirePosted(state);
        if (command.actor.memberId !== ownerId) return reject('forbidden', listingMessages.ownerOnly);
        if (JSON.stringify(command.photos) === JSON.stringify(state.photos)) return [];
        return [{ type: 'ListingPhotosChanged', data: { listingId: command.listingId, ownerId, photos: command.photos, changedAt: command.now } }];
      }

      case 'DeleteListing': {
        // Deleting again (a retried request) changes nothing.
        if (state.deleted && state.ownerId === command.actor.memberId) return [];
        const { ownerId } = requirePosted(state);
        // Admins take listings down (which keeps the record); deleting is the owner's own choice.
        if (command.actor.memberId !== ownerId) return reject('forbidden', listingMessages.ownerOnly);
        return [{ type: 'ListingDeleted', data: { listingId: command.listingId, ownerId, deletedAt: command.now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
