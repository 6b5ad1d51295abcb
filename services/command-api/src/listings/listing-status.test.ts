import { describe, expect, it } from 'vitest';
import type { ListingEvent, ListingTerms } from '@barteraid/events';
import { fold } from '../decider';
import { expiresAtOf, listingDecider, listingMessages } from './listing';
import { DeciderSpecification } from '../testing/decider-specification';

const listingId = '8f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const ownerId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const strangerId = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const adminId = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const tradeId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

const owner = { memberId: ownerId, isAdmin: false };
const stranger = { memberId: strangerId, isAdmin: false };
const admin = { memberId: adminId, isAdmin: true };

const HOUR = 3_600_000;
const postedAt = '2026-11-20T08:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(postedAt) + hours * HOUR).toISOString();

const need: ListingTerms = {
  title: 'Need a generator',
  description: 'Power is out on our street; a generator for the fridge for a few days.',
  category: 'tools-equipment',
  type: 'need',
  creditsCents: 20_00,
  location: 'Houston, TX',
  isUrgent: false,
  place: null,
};
const offer: ListingTerms = { ...need, title: 'Portable generator', type: 'offer' };

const posted = (terms: ListingTerms = need): ListingEvent => ({ type: 'ListingPosted', data: { listingId, ownerId, ...terms, postedAt } });
const statusChanged = (status: 'open' | 'partly_met' | 'met', previousStatus: 'open' | 'partly_met' | 'met', hours = 1): ListingEvent => ({
  type: 'ListingStatusChanged',
  data: { listingId, ownerId, type: 'need', status, previousStatus, tradeId: null, changedAt: at(hours) },
});
const expired = (hours: number, terms: ListingTerms = need): ListingEvent => ({
  type: 'ListingExpired',
  data: { listingId, ownerId, title: terms.title, type: terms.type, isUrgent: terms.isUrgent, expiredAt: at(hours) },
});
const reminded = (hours: number, expiresAt: string): ListingEvent => ({
  type: 'ListingExpiryReminded',
  data: { listingId, ownerId, title: need.title, type: 'need', expiresAt, remindedAt: at(hours) },
});
const renewed = (hours: number, lifetimeHours: number): ListingEvent => ({
  type: 'ListingRenewed',
  data: { listingId, ownerId, renewedBy: ownerId, channel: 'web', renewedAt: at(hours), expiresAt: at(hours + lifetimeHours) },
});
const paused: ListingEvent = {
  type: 'ListingDeactivated',
  data: { listingId, ownerId, deactivatedBy: ownerId, byAdmin: false, reason: null, deactivatedAt: at(1) },
};
const takenDown: ListingEvent = {
  type: 'ListingDeactivated',
  data: { listingId, ownerId, deactivatedBy: adminId, byAdmin: true, reason: 'Spam', deactivatedAt: at(1) },
};

const { given } = DeciderSpecification.for(listingDecider);
const setStatus = (status: 'open' | 'partly_met' | 'met' | 'available' | 'taken', hours = 2, actor = owner, trade: string | null = null) =>
  ({ type: 'SetListingStatus', listingId, actor, status, tradeId: trade, now: at(hours) }) as const;
const renew = (hours: number, actor = owner, channel: 'web' | 'sms' = 'web') => ({ type: 'RenewListing', listingId, actor, channel, now: at(hours) }) as const;
const rule = (hours: number) => ({ type: 'ApplyExpiryRule', listingId, now: at(hours) }) as const;

describe('listing status', () => {
  it('starts a need open and an offer available', () => {
    expect(fold(listingDecider, [posted()]).status).toBe('open');
    expect(fold(listingDecider, [posted(offer)]).status).toBe('available');
  });

  it('records the owner saying a need is met, naming the trade it was answered after', () => {
    given([posted()]).when(setStatus('met', 2, owner, tradeId)).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'need', status: 'met', previousStatus: 'open', tradeId, changedAt: at(2) } },
    ]);
  });

  it('goes from partly met to met and back to open', () => {
    given([posted()]).when(setStatus('partly_met')).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'need', status: 'partly_met', previousStatus: 'open', tradeId: null, changedAt: at(2) } },
    ]);
    given([posted(), statusChanged('partly_met', 'open')]).when(setStatus('met')).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'need', status: 'met', previousStatus: 'partly_met', tradeId: null, changedAt: at(2) } },
    ]);
    given([posted(), statusChanged('met', 'open')]).when(setStatus('open')).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'need', status: 'open', previousStatus: 'met', tradeId: null, changedAt: at(2) } },
    ]);
  });

  it('records nothing when the status is already so', () => {
    given([posted(), statusChanged('met', 'open')]).when(setStatus('met')).thenNothingHappened();
  });

  it('takes only the statuses of the listing’s type', () => {
    given([posted()]).when(setStatus('taken')).thenRejects('invalid', listingMessages.statusForType('need'));
    given([posted(offer)]).when(setStatus('met')).thenRejects('invalid', listingMessages.statusForType('offer'));
    given([posted(offer)]).when(setStatus('taken')).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'offer', status: 'taken', previousStatus: 'available', tradeId: null, changedAt: at(2) } },
    ]);
  });

  it('is the owner’s alone to say, not another member’s nor an admin’s', () => {
    given([posted()]).when(setStatus('met', 2, stranger)).thenRejects('forbidden', listingMessages.ownerOnly);
    given([posted()]).when(setStatus('met', 2, admin)).thenRejects('forbidden', listingMessages.ownerOnly);
    given([]).when(setStatus('met')).thenRejects('not_found', listingMessages.notFound);
  });

  it('starts a new time when a listing whose time ran out is opened again', () => {
    given([posted(), statusChanged('met', 'open')]).when(setStatus('open', 200)).then([
      { type: 'ListingStatusChanged', data: { listingId, ownerId, type: 'need', status: 'open', previousStatus: 'met', tradeId: null, changedAt: at(200) } },
      { type: 'ListingRenewed', data: { listingId, ownerId, renewedBy: ownerId, channel: 'web', renewedAt: at(200), expiresAt: at(200 + 168) } },
    ]);
  });

  it('restarts the status when a revision changes the type', () => {
    const revised: ListingEvent = { type: 'ListingRevised', data: { listingId, ownerId, ...offer, revisedAt: at(3) } };
    expect(fold(listingDecider, [posted(), statusChanged('partly_met', 'open'), revised]).status).toBe('available');
  });
});

describe('listing expiry', () => {
  it('gives a need a week, an urgent need two days and an offer a month', () => {
    expect(expiresAtOf(fold(listingDecider, [posted()]))?.toISOString()).toBe(at(168));
    expect(expiresAtOf(fold(listingDecider, [posted({ ...need, isUrgent: true })]))?.toISOString()).toBe(at(48));
    expect(expiresAtOf(fold(listingDecider, [posted(offer)]))?.toISOString()).toBe(at(720));
  });

  it('does nothing before the last day', () => {
    given([posted()]).when(rule(143)).thenNothingHappened();
  });

  it('asks "Still needed?" once within the last day', () => {
    given([posted()]).when(rule(144)).then([
      { type: 'ListingExpiryReminded', data: { listingId, ownerId, title: need.title, type: 'need', expiresAt: at(168), remindedAt: at(144) } },
    ]);
    given([posted(), reminded(144, at(168))]).when(rule(150)).thenNothingHappened();
  });

  it('asks an urgent need’s owner a day before its 48 hours end', () => {
    given([posted({ ...need, isUrgent: true })]).when(rule(24)).then([
      { type: 'ListingExpiryReminded', data: { listingId, ownerId, title: need.title, type: 'need', expiresAt: at(48), remindedAt: at(24) } },
    ]);
  });

  it('expires it when its time is up, reminded or not, and only once', () => {
    given([posted(), reminded(144, at(168))]).when(rule(168)).then([expired(168)]);
    given([posted()]).when(rule(400)).then([expired(400)]);
    given([posted(), expired(168)]).when(rule(500)).thenNothingHappened();
  });

  it('lets closed and deactivated listings be', () => {
    given([posted(), statusChanged('met', 'open')]).when(rule(400)).thenNothingHappened();
    given([posted(), paused]).when(rule(400)).thenNothingHappened();
    given([]).when(rule(400)).thenNothingHappened();
  });

  it('renews: a new time from now, asked again a day before it', () => {
    given([posted(), reminded(144, at(168))]).when(renew(150)).then([renewed(150, 168)]);
    given([posted(), reminded(144, at(168)), renewed(150, 168)]).when(rule(168)).thenNothingHappened();
    given([posted(), reminded(144, at(168)), renewed(150, 168)]).when(rule(294)).then([
      { type: 'ListingExpiryReminded', data: { listingId, ownerId, title: need.title, type: 'need', expiresAt: at(318), remindedAt: at(294) } },
    ]);
  });

  it('brings an expired listing back, and says by which channel', () => {
    given([posted(), expired(168)]).when(renew(300, owner, 'sms')).then([
      { type: 'ListingRenewed', data: { listingId, ownerId, renewedBy: ownerId, channel: 'sms', renewedAt: at(300), expiresAt: at(468) } },
    ]);
    expect(fold(listingDecider, [posted(), expired(168), renewed(300, 168)]).expired).toBe(false);
  });

  it('renews only the owner’s open listing', () => {
    given([posted()]).when(renew(10, stranger)).thenRejects('forbidden', listingMessages.ownerOnly);
    given([posted(), statusChanged('met', 'open')]).when(renew(10)).thenRejects('conflict', listingMessages.closedCannotRenew);
    given([posted(), paused]).when(renew(10)).thenRejects('conflict', listingMessages.pausedCannotRenew);
    given([posted(), takenDown]).when(renew(10)).thenRejects('forbidden', listingMessages.takenDownByAdmin('Spam'));
    given([]).when(renew(10)).thenRejects('not_found', listingMessages.notFound);
  });
});
