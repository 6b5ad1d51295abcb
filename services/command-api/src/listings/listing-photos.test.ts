import { describe, expect, it } from 'vitest';
import type { ListingEvent, ListingPhoto } from '@barteraid/events';
import { listingDecider } from './listing';
import { DeciderSpecification } from '../testing/decider-specification';

const listingId = '8f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const ownerId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const strangerId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const now = '2026-11-21T09:30:00.000Z';
const owner = { memberId: ownerId, isAdmin: false };
const admin = { memberId: strangerId, isAdmin: true };

const posted: ListingEvent = {
  type: 'ListingPosted',
  data: {
    listingId,
    ownerId,
    title: 'Portable generator',
    description: 'A 2000 W generator with a can of fuel.',
    category: 'tools-equipment',
    type: 'offer',
    creditsCents: 40_00,
    location: 'Houston, TX',
    isUrgent: false,
    place: null,
    postedAt: '2026-11-20T08:00:00.000Z',
  },
};
const photo = (objectId: string, alt: string | null = null): ListingPhoto => ({
  objectId,
  thumbnailId: objectId.replace(/^./, 'f'),
  width: 1280,
  height: 960,
  thumbnailWidth: 400,
  thumbnailHeight: 300,
  alt,
});
const front = photo('1b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11');
const side = photo('2b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11', 'The generator from the side');
const shown = (photos: ListingPhoto[]): ListingEvent => ({ type: 'ListingPhotosChanged', data: { listingId, ownerId, photos, changedAt: now } });
const deleted: ListingEvent = { type: 'ListingDeleted', data: { listingId, ownerId, deletedAt: now } };

const { given } = DeciderSpecification.for(listingDecider);

describe('a listing’s photos', () => {
  it('are set by its owner as a whole list, and setting the same list again records nothing', () => {
    given([posted]).when({ type: 'SetPhotos', listingId, actor: owner, photos: [front, side], now }).then([shown([front, side])]);
    given([posted, shown([front, side])]).when({ type: 'SetPhotos', listingId, actor: owner, photos: [front, side], now }).then([]);
    given([posted, shown([front, side])]).when({ type: 'SetPhotos', listingId, actor: owner, photos: [side], now }).then([shown([side])]);
  });

  it('are the owner’s alone, admins included', () => {
    given([posted]).when({ type: 'SetPhotos', listingId, actor: admin, photos: [front], now }).thenThrows(expect.objectContaining({ status: 403 }));
  });
});

describe('deleting a listing', () => {
  it('is its owner’s choice, and afterwards the listing takes no command', () => {
    given([posted, shown([front])]).when({ type: 'DeleteListing', listingId, actor: owner, now }).then([deleted]);
    given([posted]).when({ type: 'DeleteListing', listingId, actor: admin, now }).thenThrows(expect.objectContaining({ status: 403 }));
    given([posted, deleted]).when({ type: 'SetPhotos', listingId, actor: owner, photos: [front], now }).thenThrows(expect.objectContaining({ status: 404 }));
    given([posted, deleted]).when({ type: 'ReviseListing', listingId, actor: owner, changes: { title: 'Back' }, now }).thenThrows(expect.objectContaining({ status: 404 }));
  });

  it('again records nothing (a retried request)', () => {
    given([posted, deleted]).when({ type: 'DeleteListing', listingId, actor: owner, now }).then([]);
  });

  it('leaves no photos and an inactive listing in its state', () => {
    const state = [posted, shown([front]), deleted].reduce(listingDecider.evolve, listingDecider.initialState);
    expect(state).toMatchObject({ deleted: true, isActive: false, photos: [] });
  });
});
