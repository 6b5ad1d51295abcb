import { describe, expect, it } from 'vitest';
import type { ListingEvent, ListingTerms } from '@barteraid/events';
import { fold } from '../decider';
import { listingDecider, listingMessages } from './listing';
import { DeciderSpecification } from '../testing/decider-specification';

const listingId = '8f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const ownerId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const strangerId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const adminId = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const now = '2026-11-21T09:30:00.000Z';

const owner = { memberId: ownerId, isAdmin: false };
const stranger = { memberId: strangerId, isAdmin: false };
const admin = { memberId: adminId, isAdmin: true };

const terms: ListingTerms = {
  title: 'Need insulin cooler',
  description: 'Power is out; looking for a battery cooler to keep insulin cold for a week.',
  category: 'medical-health',
  type: 'need',
  creditsCents: 25_00,
  location: 'Houston, TX',
  isUrgent: true, place: null,
};

const posted: ListingEvent = {
  type: 'ListingPosted',
  data: { listingId, ownerId, ...terms, postedAt: '2026-11-20T08:00:00.000Z' },
};
const pausedByOwner: ListingEvent = {
  type: 'ListingDeactivated',
  data: { listingId, ownerId, deactivatedBy: ownerId, byAdmin: false, reason: null, deactivatedAt: now },
};
const takenDown: ListingEvent = {
  type: 'ListingDeactivated',
  data: { listingId, ownerId, deactivatedBy: adminId, byAdmin: true, reason: 'Selling prescription drugs', deactivatedAt: now },
};

const { given } = DeciderSpecification.for(listingDecider);


describe('listing decider: posting', () => {
  it('posts a listing owned by the command’s owner', () => {
    given([]).when({ type: 'PostListing', listingId, ownerId, terms, now }).then([
      { type: 'ListingPosted', data: { listingId, ownerId, ...terms, postedAt: now } },
    ]);
  });

  it('refuses to post the same listing twice', () => {
    given([posted]).when({ type: 'PostListing', listingId, ownerId, terms, now }).thenRejects('conflict', listingMessages.alreadyPosted);
  });

  it('folds to the facts a trade needs', () => {
    const state = fold(listingDecider, [posted]);
    expect(state).toMatchObject({ ownerId, isActive: true, terms: { type: 'need', creditsCents: 2500 } });
  });
});

describe('listing decider: revising', () => {
  it('records the full terms after a change', () => {
    given([posted]).when({
      type: 'ReviseListing',
      listingId,
      actor: owner,
      changes: { creditsCents: 30_00, isUrgent: false },
      now,
    }).then([
      { type: 'ListingRevised', data: { listingId, ownerId, ...terms, creditsCents: 30_00, isUrgent: false, revisedAt: now } },
    ]);
  });

  it('records nothing when nothing changes', () => {
    given([posted]).when({ type: 'ReviseListing', listingId, actor: owner, changes: { title: terms.title }, now }).thenNothingHappened();
  });

  it('lets only the owner revise, not another member and not an admin', () => {
    const revise = (actor: typeof owner) =>
      given([posted]).when({ type: 'ReviseListing', listingId, actor, changes: { title: 'Mine now' }, now });
    revise(stranger).thenRejects('forbidden', listingMessages.ownerOnly);
    revise(admin).thenRejects('forbidden', listingMessages.ownerOnly);
  });

  it('answers not found for a listing that was never posted', () => {
    given([])
      .when({ type: 'ReviseListing', listingId, actor: owner, changes: { title: 'x y z' }, now })
      .thenRejects('not_found', listingMessages.notFound);
  });

  it('lets the owner revise an inactive listing, which stays inactive', () => {
    const events = given([posted, pausedByOwner]).when({
      type: 'ReviseListing',
      listingId,
      actor: owner,
      changes: { title: 'Insulin cooler wanted' },
      now,
    }).thenMatches([{ type: 'ListingRevised' }]);
    expect(fold(listingDecider, [posted, pausedByOwner, ...events])).toMatchObject({
      isActive: false,
      terms: { title: 'Insulin cooler wanted' },
    });
  });
});

describe('listing decider: deactivating', () => {
  it('lets the owner deactivate without a reason', () => {
    given([posted]).when({ type: 'DeactivateListing', listingId, actor: owner, reason: null, now }).then([
      pausedByOwner,
    ]);
  });

  it('is idempotent for an inactive listing', () => {
    given([posted, pausedByOwner]).when({ type: 'DeactivateListing', listingId, actor: owner, reason: null, now }).thenNothingHappened();
  });

  it('refuses another member', () => {
    given([posted])
      .when({ type: 'DeactivateListing', listingId, actor: stranger, reason: 'spam', now })
      .thenRejects('forbidden', listingMessages.ownerOrAdminOnly);
  });

  it('requires a reason from an admin and records it', () => {
    given([posted])
      .when({ type: 'DeactivateListing', listingId, actor: admin, reason: '  ', now })
      .thenRejects('invalid', listingMessages.reasonRequired);
    given([posted])
      .when({ type: 'DeactivateListing', listingId, actor: admin, reason: ' Selling prescription drugs ', now })
      .then([takenDown]);
  });
});

describe('listing decider: reactivating', () => {
  it('lets the owner reactivate their own pause', () => {
    given([posted, pausedByOwner]).when({ type: 'ReactivateListing', listingId, actor: owner, now }).then([
      { type: 'ListingReactivated', data: { listingId, ownerId, reactivatedBy: ownerId, reactivatedAt: now } },
    ]);
  });

  it('does nothing for an active listing', () => {
    given([posted]).when({ type: 'ReactivateListing', listingId, actor: owner, now }).thenNothingHappened();
  });

  it('keeps an admin take-down binding on the owner, with the reason in the message', () => {
    given([posted, takenDown])
      .when({ type: 'ReactivateListing', listingId, actor: owner, now })
      .thenRejects('forbidden', listingMessages.takenDownByAdmin('Selling prescription drugs'));
  });

  it('lets an admin restore a take-down but not end an owner’s own pause', () => {
    given([posted, takenDown]).when({ type: 'ReactivateListing', listingId, actor: admin, now }).then([
      { type: 'ListingReactivated', data: { listingId, ownerId, reactivatedBy: adminId, reactivatedAt: now } },
    ]);
    given([posted, pausedByOwner]).when({ type: 'ReactivateListing', listingId, actor: admin, now }).thenRejects('forbidden');
  });

  it('refuses another member', () => {
    given([posted, pausedByOwner])
      .when({ type: 'ReactivateListing', listingId, actor: stranger, now })
      .thenRejects('forbidden', listingMessages.ownerOnly);
  });
});
