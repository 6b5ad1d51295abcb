import {
  EXPIRY_REMINDER_MS,
  initialStatus,
  isClosedStatus,
  listingExpiresAt,
  statusAfterRevision,
  statusesOf,
  type ListingEvent,
  type ListingPhoto,
  type ListingStatus,
  type ListingTerms,
} from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { needsMessages } from '@barteraid/events/messages/needs';

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
  /** Open, partly met or met (a need); available or taken (an offer). */
  status: ListingStatus;
  /** When it was posted or last renewed: its time runs from here (see `listingExpiresAt`). */
  freshAt: string | null;
  /** The expiry time its owner was last asked "Still needed?" about (asked once per expiry time). */
  remindedFor: string | null;
  /** It expired and waits on its owner's dashboard until renewed. */
  expired: boolean;
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
  /** The owner says where it stands; `tradeId` when answered after that (completed) trade of this listing. */
  | { type: 'SetListingStatus'; listingId: string; actor: ListingActor; status: ListingStatus; tradeId: string | null; now: string }
  | { type: 'RenewListing'; listingId: string; actor: ListingActor; channel: 'web' | 'sms'; now: string }
  /** The expiry rule's look at the listing at `now`: ask a day before, expire when due. */
  | { type: 'ApplyExpiryRule'; listingId: string; now: string }
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
  statusForType: (type: 'need' | 'offer') => needsMessages.message(type === 'need' ? 'needStatuses' : 'offerStatuses'),
  closedCannotRenew: needsMessages.message('closedCannotRenew'),
  pausedCannotRenew: needsMessages.message('pausedCannotRenew'),
} as const;

/** When the listing expires as its stream stands (null before it is posted). */
export function expiresAtOf(state: ListingState): Date | null {
  if (!state.freshAt || !state.terms) return null;
  return listingExpiresAt(state.freshAt, state.terms.type, state.terms.isUrgent);
}

/** On the marketplace's clock: active, not closed and not expired (only such a listing can expire). */
const running = (state: ListingState) => state.isActive && !state.expired && !isClosedStatus(state.status);

function renewal(command: { listingId: string; now: string }, ownerId: string, renewedBy: string, channel: 'web' | 'sms', terms: ListingTerms): ListingEvent {
  const expiresAt = listingExpiresAt(command.now, terms.type, terms.isUrgent).toISOString();
  return { type: 'ListingRenewed', data: { listingId: command.listingId, ownerId, renewedBy, channel, renewedAt: command.now, expiresAt } };
}

const termKeys = ['title', 'description', 'category', 'type', 'creditsCents', 'location', 'isUrgent', 'place'] as const;

function requirePosted(state: ListingState): { ownerId: string; terms: ListingTerms } {
  if (!state.posted || state.deleted || !state.ownerId || !state.terms) return reject('not_found', listingMessages.notFound);
  return { ownerId: state.ownerId, terms: state.terms };
}

export const listingDecider: Decider<ListingCommand, ListingState, ListingEvent> = {
  initialState: {
    posted: false,
    listingId: null,
    ownerId: null,
    terms: null,
    isActive: false,
    deactivation: null,
    status: 'open',
    freshAt: null,
    remindedFor: null,
    expired: false,
    photos: [],
    deleted: false,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ListingPosted': {
        const { listingId, ownerId, postedAt, ...terms } = event.data;
        return {
          ...state,
          posted: true,
          listingId,
          ownerId,
          terms,
          isActive: true,
          deactivation: null,
          status: initialStatus(terms.type),
          freshAt: postedAt,
          remindedFor: null,
          expired: false,
        };
      }
      case 'ListingRevised': {
        const { listingId: _listingId, ownerId: _ownerId, revisedAt: _revisedAt, ...terms } = event.data;
        return { ...state, terms, status: statusAfterRevision(state.status, terms.type) };
      }
      case 'ListingDeactivated':
        return { ...state, isActive: false, deactivation: { byAdmin: event.data.byAdmin, reason: event.data.reason } };
      case 'ListingReactivated':
        return { ...state, isActive: true, deactivation: null };
      case 'ListingStatusChanged':
        return { ...state, status: event.data.status };
      case 'ListingExpiryReminded':
        return { ...state, remindedFor: event.data.expiresAt };
      case 'ListingExpired':
        return { ...state, expired: true };
      case 'ListingRenewed':
        return { ...state, freshAt: event.data.renewedAt, expired: false };
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
      case 'SetListingStatus': {
        const { ownerId, terms } = requirePosted(state);
        if (command.actor.memberId !== ownerId) return reject('forbidden', listingMessages.ownerOnly);
        if (!statusesOf(terms.type).includes(command.status)) return reject('invalid', listingMessages.statusForType(terms.type));
        if (command.status === state.status) return [];
        const changed: ListingEvent = {
          type: 'ListingStatusChanged',
          data: {
            listingId: command.listingId,
            ownerId,
            type: terms.type,
            status: command.status,
            previousStatus: state.status,
            tradeId: command.tradeId,
            changedAt: command.now,
          },
        };
        // Open again after its time ran out (closed meanwhile, or expired): it starts a new time.
        const expiresAt = expiresAtOf(state);
        const outOfTime = state.expired || (expiresAt !== null && expiresAt.getTime() <= Date.parse(command.now));
        if (!isClosedStatus(command.status) && outOfTime && state.isActive) return [changed, renewal(command, ownerId, ownerId, 'web', terms)];
        return [changed];
      }

      case 'RenewListing': {
        const { ownerId, terms } = requirePosted(state);
        if (command.actor.memberId !== ownerId) return reject('forbidden', listingMessages.ownerOnly);
        if (state.deactivation?.byAdmin) return reject('forbidden', listingMessages.takenDownByAdmin(state.deactivation.reason));
        if (!state.isActive) return reject('conflict', listingMessages.pausedCannotRenew);
        if (isClosedStatus(state.status)) return reject('conflict', listingMessages.closedCannotRenew);
        return [renewal(command, ownerId, command.actor.memberId, command.channel, terms)];
      }

      case 'ApplyExpiryRule': {
        if (!state.posted || !state.ownerId || !state.terms || !running(state)) return [];
        const expiresAt = expiresAtOf(state)!;
        const now = Date.parse(command.now);
        const { listingId } = command;
        const { ownerId, terms } = state;
        if (now >= expiresAt.getTime()) {
          return [
            {
              type: 'ListingExpired',
              data: { listingId, ownerId, title: terms.title, type: terms.type, isUrgent: terms.isUrgent, expiredAt: command.now },
            },
          ];
        }
        const due = expiresAt.toISOString();
        if (now >= expiresAt.getTime() - EXPIRY_REMINDER_MS && state.remindedFor !== due) {
          return [
            {
              type: 'ListingExpiryReminded',
              data: { listingId, ownerId, title: terms.title, type: terms.type, expiresAt: due, remindedAt: command.now },
            },
          ];
        }
        return [];
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
