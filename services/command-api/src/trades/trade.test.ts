import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@barteraid/events';
import { fold } from '../decider';
import type { ListingFacts } from '../listings/read-listing';
import { tradeDecider, tradeMessages, type TradeCommand } from './trade';
import { DeciderSpecification } from '../testing/decider-specification';

const tradeId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const listingId = '8f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const owner = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const initiator = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const stranger = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const now = '2026-11-21T09:30:00.000Z';
const later = '2026-11-22T15:00:00.000Z';

const offer: ListingFacts = { listingId, ownerId: owner, type: 'offer', creditsCents: 25_00, title: 'Generator for a weekend', isActive: true };
const need: ListingFacts = { ...offer, type: 'need', title: 'Need insulin cooler' };

const proposed: TradeEvent = {
  type: 'TradeProposed',
  data: {
    tradeId,
    listingId,
    listingTitle: offer.title,
    listingType: 'offer',
    initiatorId: initiator,
    recipientId: owner,
    payerId: initiator,
    payeeId: owner,
    amountCents: 25_00,
    terms: 'Pick up Saturday',
    proposedAt: now,
  },
};
const accepted: TradeEvent = {
  type: 'TradeAccepted',
  data: { tradeId, by: owner, payerId: initiator, amountCents: 25_00, holdRevision: 0, acceptedAt: now },
};
const completed: TradeEvent = { type: 'TradeCompleted', data: { tradeId, by: initiator, completedAt: now } };
const declined: TradeEvent = { type: 'TradeDeclined', data: { tradeId, by: owner, declinedAt: now } };
const cancelledPending: TradeEvent = {
  type: 'TradeCancelled',
  data: { tradeId, by: initiator, reason: null, holdToRelease: false, cancelledAt: now },
};
const cancelledAccepted: TradeEvent = {
  type: 'TradeCancelled',
  data: { tradeId, by: initiator, reason: null, holdToRelease: true, cancelledAt: now },
};

const { given } = DeciderSpecification.for(tradeDecider);
const propose = (listing: ListingFacts | null, by = initiator, amountCents = 25_00): TradeCommand => ({
  type: 'ProposeTrade',
  tradeId,
  initiatorId: by,
  listing,
  amountCents,
  terms: 'Pick up Saturday',
  now,
});

describe('trade decider: proposing', () => {
  it('has the initiator pay for an offer', () => {
    given([]).when(propose(offer)).then([proposed]);
  });

  it('has the listing owner pay for a need', () => {
    given([])
      .when(propose(need))
      .then(([event]) => expect(event).toMatchObject({ data: { payerId: owner, payeeId: initiator, listingType: 'need', recipientId: owner } }));
  });

  it('waits on the recipient first', () => {
    expect(fold(tradeDecider, [proposed])).toMatchObject({ status: 'pending', awaiting: owner });
  });

  it('refuses trading with yourself, a missing listing, an inactive listing, and proposing twice', () => {
    given([]).when(propose(offer, owner)).thenRejects('invalid', tradeMessages.selfTrade);
    given([]).when(propose(null)).thenRejects('not_found', tradeMessages.listingNotFound);
    given([]).when(propose({ ...offer, isActive: false })).thenRejects('conflict', tradeMessages.listingInactive);
    given([proposed]).when(propose(offer)).thenRejects('conflict', tradeMessages.alreadyProposed);
  });
});

describe('trade decider: countering', () => {
  const counter = (by: string, amountCents: number | null, terms: string | null = null): TradeCommand => ({
    type: 'CounterTrade',
    actorId: by,
    amountCents,
    terms,
    now,
  });

  it('records the new amount and waits on the other party', () => {
    const events = given([proposed]).when(counter(owner, 30_00)).then([
      { type: 'TradeCountered', data: { tradeId, by: owner, amountCents: 30_00, terms: 'Pick up Saturday', awaiting: initiator, counteredAt: now } },
    ]);
    expect(fold(tradeDecider, [proposed, ...events])).toMatchObject({ amountCents: 30_00, awaiting: initiator });
  });

  it('can change only the terms', () => {
    given([proposed])
      .when(counter(owner, null, 'Drop off Sunday'))
      .then(([event]) => expect(event).toMatchObject({ data: { amountCents: 25_00, terms: 'Drop off Sunday' } }));
  });

  it('refuses a counter that changes nothing, after acceptance, on a closed trade and from strangers', () => {
    given([proposed]).when(counter(owner, 25_00)).thenRejects('invalid', tradeMessages.counterUnchanged);
    given([proposed, accepted]).when(counter(owner, 1_00)).thenRejects('conflict', tradeMessages.counterOnlyPending);
    given([proposed, declined]).when(counter(owner, 1_00)).thenRejects('conflict', tradeMessages.closed('declined'));
    given([proposed]).when(counter(stranger, 1_00)).thenRejects('not_found', tradeMessages.notFound);
  });
});

describe('trade decider: accepting', () => {
  const accept = (by: string, revision = 0): TradeCommand => ({ type: 'AcceptTrade', actorId: by, revision, now });

  it('lets the recipient accept, naming the hold by the revision it read', () => {
    given([proposed]).when(accept(owner)).then([accepted]);
  });

  it('needs no hold for a trade of 0 credits', () => {
    const free: TradeEvent = { ...proposed, data: { ...proposed.data, amountCents: 0 } } as TradeEvent;
    given([free]).when(accept(owner)).thenMatches([{ data: { holdRevision: null, amountCents: 0 } }]);
  });

  it('lets only the awaited party accept', () => {
    given([proposed]).when(accept(initiator)).thenRejects('forbidden', tradeMessages.notYourTurn);
    const countered: TradeEvent = {
      type: 'TradeCountered',
      data: { tradeId, by: owner, amountCents: 30_00, terms: 'x', awaiting: initiator, counteredAt: now },
    };
    given([proposed, countered]).when(accept(owner, 1)).thenRejects('forbidden', tradeMessages.notYourTurn);
    given([proposed, countered]).when(accept(initiator, 1)).thenMatches([
      { data: { by: initiator, amountCents: 30_00, holdRevision: 1 } },
    ]);
  });

  it('refuses accepting twice, closed trades and strangers', () => {
    given([proposed, accepted]).when(accept(owner, 1)).thenRejects('conflict', tradeMessages.alreadyAccepted);
    given([proposed, accepted, completed]).when(accept(owner, 2)).thenRejects('conflict', tradeMessages.closed('completed'));
    given([proposed, cancelledPending]).when(accept(owner, 1)).thenRejects('conflict', tradeMessages.closed('cancelled'));
    given([proposed]).when(accept(stranger)).thenRejects('not_found', tradeMessages.notFound);
    given([]).when(accept(owner)).thenRejects('not_found', tradeMessages.notFound);
  });
});

describe('trade decider: declining and cancelling', () => {
  it('lets either party decline a pending trade', () => {
    given([proposed]).when({ type: 'DeclineTrade', actorId: owner, now }).then([declined]);
    given([proposed]).when({ type: 'DeclineTrade', actorId: initiator, now }).thenMatches([{ data: { by: initiator } }]);
  });

  it('refuses declining an accepted or closed trade, and strangers', () => {
    given([proposed, accepted]).when({ type: 'DeclineTrade', actorId: owner, now }).thenRejects('conflict', tradeMessages.declineAccepted);
    given([proposed, declined])
      .when({ type: 'DeclineTrade', actorId: owner, now })
      .thenRejects('conflict', tradeMessages.closed('declined'));
    given([proposed]).when({ type: 'DeclineTrade', actorId: stranger, now }).thenRejects('not_found');
  });

  it('cancels a pending trade with nothing to release', () => {
    given([proposed]).when({ type: 'CancelTrade', actorId: initiator, reason: null, now }).then([cancelledPending]);
  });

  it('cancels an accepted trade and asks for its hold to be released', () => {
    given([proposed, accepted]).when({ type: 'CancelTrade', actorId: initiator, reason: null, now }).then([
      cancelledAccepted,
    ]);
  });

  it('refuses cancelling a completed or cancelled trade, and strangers', () => {
    const cancel = (actorId: string): TradeCommand => ({ type: 'CancelTrade', actorId, reason: 'changed my mind', now });
    given([proposed, accepted, completed]).when(cancel(owner)).thenRejects('conflict', tradeMessages.closed('completed'));
    given([proposed, cancelledPending]).when(cancel(owner)).thenRejects('conflict', tradeMessages.closed('cancelled'));
    given([proposed]).when(cancel(stranger)).thenRejects('not_found');
  });
});

describe('trade decider: urgency and scheduling', () => {
  it('marks urgent once, by either party, while open', () => {
    const marked = given([proposed])
      .when({ type: 'MarkUrgent', actorId: initiator, now })
      .then([{ type: 'TradeMarkedUrgent', data: { tradeId, by: initiator, markedAt: now } }]);
    given([proposed, ...marked]).when({ type: 'MarkUrgent', actorId: owner, now }).thenNothingHappened();
    given([proposed, accepted]).when({ type: 'MarkUrgent', actorId: owner, now }).then((events) => expect(events).toHaveLength(1));
    given([proposed, accepted, completed]).when({ type: 'MarkUrgent', actorId: owner, now }).thenRejects('conflict');
    given([proposed]).when({ type: 'MarkUrgent', actorId: stranger, now }).thenRejects('not_found');
  });

  it('schedules a time in the future and a place; the same schedule again changes nothing', () => {
    const schedule: TradeCommand = { type: 'ScheduleTrade', actorId: owner, at: later, place: 'Fire station 3', now };
    const events = given([proposed, accepted])
      .when(schedule)
      .then([{ type: 'TradeScheduled', data: { tradeId, by: owner, at: later, place: 'Fire station 3', scheduledAt: now } }]);
    expect(fold(tradeDecider, [proposed, accepted, ...events])).toHaveProperty('schedule', { at: later, place: 'Fire station 3' });
    given([proposed, accepted, ...events]).when(schedule).thenNothingHappened();
  });

  it('refuses a time in the past, a closed trade and strangers', () => {
    const at = '2026-11-20T09:30:00.000Z';
    given([proposed])
      .when({ type: 'ScheduleTrade', actorId: owner, at, place: 'x', now })
      .thenRejects('invalid', tradeMessages.scheduleInPast);
    given([proposed, declined]).when({ type: 'ScheduleTrade', actorId: owner, at: later, place: 'x', now }).thenRejects('conflict');
    given([proposed]).when({ type: 'ScheduleTrade', actorId: stranger, at: later, place: 'x', now }).thenRejects('not_found');
  });
});

describe('trade decider: completing and settling', () => {
  it('lets either party complete an accepted trade', () => {
    given([proposed, accepted]).when({ type: 'CompleteTrade', actorId: initiator, now }).then([completed]);
    given([proposed, accepted]).when({ type: 'CompleteTrade', actorId: owner, now }).thenMatches([{ data: { by: owner } }]);
  });

  it('refuses completing a pending, completed or cancelled trade, and strangers', () => {
    const complete = (actorId: string): TradeCommand => ({ type: 'CompleteTrade', actorId, now });
    given([proposed]).when(complete(owner)).thenRejects('conflict', tradeMessages.completeNotAccepted);
    given([proposed, accepted, completed]).when(complete(owner)).thenRejects('conflict', tradeMessages.closed('completed'));
    given([proposed, accepted, cancelledAccepted]).when(complete(owner)).thenRejects('conflict');
    given([proposed, accepted]).when(complete(stranger)).thenRejects('not_found');
  });

  it('settles a completed trade as paid, exactly once', () => {
    const settled = given([proposed, accepted, completed])
      .when({ type: 'SettleTrade', now })
      .then([{ type: 'TradeSettled', data: { tradeId, outcome: 'paid', amountCents: 25_00, settledAt: now } }]);
    given([proposed, accepted, completed, ...settled]).when({ type: 'SettleTrade', now }).thenNothingHappened();
  });

  it('settles an accepted-then-cancelled trade as returned', () => {
    given([proposed, accepted, cancelledAccepted]).when({ type: 'SettleTrade', now }).thenMatches([
      { data: { outcome: 'returned' } },
    ]);
  });

  it('has nothing to settle before completion or after a pending trade ends', () => {
    given([proposed, accepted]).when({ type: 'SettleTrade', now }).thenRejects('conflict', tradeMessages.notSettleable);
    given([proposed, declined]).when({ type: 'SettleTrade', now }).thenRejects('conflict');
    given([]).when({ type: 'SettleTrade', now }).thenRejects('not_found');
  });
});
