import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@barteraid/events';
import { fold } from '../decider';
import type { ListingFacts } from '../listings/read-listing';
import { tradeDecider, tradeMessages, type TradeCommand } from './trade';

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

/** given past events, when a command, then new events or a rejection */
function given(events: TradeEvent[]) {
  const state = fold(tradeDecider, events);
  return { when: (command: TradeCommand) => () => tradeDecider.decide(command, state) };
}
const rejection = (kind: string, message?: string) => expect.objectContaining({ kind, ...(message ? { message } : {}) });
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
    expect(given([]).when(propose(offer))()).toEqual([proposed]);
  });

  it('has the listing owner pay for a need', () => {
    const [event] = given([]).when(propose(need))();
    expect(event).toMatchObject({ data: { payerId: owner, payeeId: initiator, listingType: 'need', recipientId: owner } });
  });

  it('waits on the recipient first', () => {
    expect(fold(tradeDecider, [proposed])).toMatchObject({ status: 'pending', awaiting: owner });
  });

  it('refuses trading with yourself, a missing listing, an inactive listing, and proposing twice', () => {
    expect(given([]).when(propose(offer, owner))).toThrowError(rejection('invalid', tradeMessages.selfTrade));
    expect(given([]).when(propose(null))).toThrowError(rejection('not_found', tradeMessages.listingNotFound));
    expect(given([]).when(propose({ ...offer, isActive: false }))).toThrowError(rejection('conflict', tradeMessages.listingInactive));
    expect(given([proposed]).when(propose(offer))).toThrowError(rejection('conflict', tradeMessages.alreadyProposed));
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
    const events = given([proposed]).when(counter(owner, 30_00))();
    expect(events).toEqual([
      { type: 'TradeCountered', data: { tradeId, by: owner, amountCents: 30_00, terms: 'Pick up Saturday', awaiting: initiator, counteredAt: now } },
    ]);
    expect(fold(tradeDecider, [proposed, ...events])).toMatchObject({ amountCents: 30_00, awaiting: initiator });
  });

  it('can change only the terms', () => {
    const [event] = given([proposed]).when(counter(owner, null, 'Drop off Sunday'))();
    expect(event).toMatchObject({ data: { amountCents: 25_00, terms: 'Drop off Sunday' } });
  });

  it('refuses a counter that changes nothing, after acceptance, on a closed trade and from strangers', () => {
    expect(given([proposed]).when(counter(owner, 25_00))).toThrowError(rejection('invalid', tradeMessages.counterUnchanged));
    expect(given([proposed, accepted]).when(counter(owner, 1_00))).toThrowError(rejection('conflict', tradeMessages.counterOnlyPending));
    expect(given([proposed, declined]).when(counter(owner, 1_00))).toThrowError(rejection('conflict', tradeMessages.closed('declined')));
    expect(given([proposed]).when(counter(stranger, 1_00))).toThrowError(rejection('not_found', tradeMessages.notFound));
  });
});

describe('trade decider: accepting', () => {
  const accept = (by: string, revision = 0): TradeCommand => ({ type: 'AcceptTrade', actorId: by, revision, now });

  it('lets the recipient accept, naming the hold by the revision it read', () => {
    expect(given([proposed]).when(accept(owner))()).toEqual([accepted]);
  });

  it('needs no hold for a trade of 0 credits', () => {
    const free: TradeEvent = { ...proposed, data: { ...proposed.data, amountCents: 0 } } as TradeEvent;
    expect(given([free]).when(accept(owner))()).toMatchObject([{ data: { holdRevision: null, amountCents: 0 } }]);
  });

  it('lets only the awaited party accept', () => {
    expect(given([proposed]).when(accept(initiator))).toThrowError(rejection('forbidden', tradeMessages.notYourTurn));
    const countered: TradeEvent = {
      type: 'TradeCountered',
      data: { tradeId, by: owner, amountCents: 30_00, terms: 'x', awaiting: initiator, counteredAt: now },
    };
    expect(given([proposed, countered]).when(accept(owner, 1))).toThrowError(rejection('forbidden', tradeMessages.notYourTurn));
    expect(given([proposed, countered]).when(accept(initiator, 1))()).toMatchObject([
      { data: { by: initiator, amountCents: 30_00, holdRevision: 1 } },
    ]);
  });

  it('refuses accepting twice, closed trades and strangers', () => {
    expect(given([proposed, accepted]).when(accept(owner, 1))).toThrowError(rejection('conflict', tradeMessages.alreadyAccepted));
    expect(given([proposed, accepted, completed]).when(accept(owner, 2))).toThrowError(rejection('conflict', tradeMessages.closed('completed')));
    expect(given([proposed, cancelledPending]).when(accept(owner, 1))).toThrowError(rejection('conflict', tradeMessages.closed('cancelled')));
    expect(given([proposed]).when(accept(stranger))).toThrowError(rejection('not_found', tradeMessages.notFound));
    expect(given([]).when(accept(owner))).toThrowError(rejection('not_found', tradeMessages.notFound));
  });
});

describe('trade decider: declining and cancelling', () => {
  it('lets either party decline a pending trade', () => {
    expect(given([proposed]).when({ type: 'DeclineTrade', actorId: owner, now })()).toEqual([declined]);
    expect(given([proposed]).when({ type: 'DeclineTrade', actorId: initiator, now })()).toMatchObject([{ data: { by: initiator } }]);
  });

  it('refuses declining an accepted or closed trade, and strangers', () => {
    expect(given([proposed, accepted]).when({ type: 'DeclineTrade', actorId: owner, now })).toThrowError(
      rejection('conflict', tradeMessages.declineAccepted),
    );
    expect(given([proposed, declined]).when({ type: 'DeclineTrade', actorId: owner, now })).toThrowError(
      rejection('conflict', tradeMessages.closed('declined')),
    );
    expect(given([proposed]).when({ type: 'DeclineTrade', actorId: stranger, now })).toThrowError(rejection('not_found'));
  });

  it('cancels a pending trade with nothing to release', () => {
    expect(given([proposed]).when({ type: 'CancelTrade', actorId: initiator, reason: null, now })()).toEqual([cancelledPending]);
  });

  it('cancels an accepted trade and asks for its hold to be released', () => {
    expect(given([proposed, accepted]).when({ type: 'CancelTrade', actorId: initiator, reason: null, now })()).toEqual([
      cancelledAccepted,
    ]);
  });

  it('refuses cancelling a completed or cancelled trade, and strangers', () => {
    const cancel = (actorId: string): TradeCommand => ({ type: 'CancelTrade', actorId, reason: 'changed my mind', now });
    expect(given([proposed, accepted, completed]).when(cancel(owner))).toThrowError(rejection('conflict', tradeMessages.closed('completed')));
    expect(given([proposed, cancelledPending]).when(cancel(owner))).toThrowError(rejection('conflict', tradeMessages.closed('cancelled')));
    expect(given([proposed]).when(cancel(stranger))).toThrowError(rejection('not_found'));
  });
});

describe('trade decider: urgency and scheduling', () => {
  it('marks urgent once, by either party, while open', () => {
    const marked = given([proposed]).when({ type: 'MarkUrgent', actorId: initiator, now })();
    expect(marked).toEqual([{ type: 'TradeMarkedUrgent', data: { tradeId, by: initiator, markedAt: now } }]);
    expect(given([proposed, ...marked]).when({ type: 'MarkUrgent', actorId: owner, now })()).toEqual([]);
    expect(given([proposed, accepted]).when({ type: 'MarkUrgent', actorId: owner, now })()).toHaveLength(1);
    expect(given([proposed, accepted, completed]).when({ type: 'MarkUrgent', actorId: owner, now })).toThrowError(rejection('conflict'));
    expect(given([proposed]).when({ type: 'MarkUrgent', actorId: stranger, now })).toThrowError(rejection('not_found'));
  });

  it('schedules a time in the future and a place; the same schedule again changes nothing', () => {
    const schedule: TradeCommand = { type: 'ScheduleTrade', actorId: owner, at: later, place: 'Fire station 3', now };
    const events = given([proposed, accepted]).when(schedule)();
    expect(events).toEqual([{ type: 'TradeScheduled', data: { tradeId, by: owner, at: later, place: 'Fire station 3', scheduledAt: now } }]);
    expect(fold(tradeDecider, [proposed, accepted, ...events]).schedule).toEqual({ at: later, place: 'Fire station 3' });
    expect(given([proposed, accepted, ...events]).when(schedule)()).toEqual([]);
  });

  it('refuses a time in the past, a closed trade and strangers', () => {
    const at = '2026-11-20T09:30:00.000Z';
    expect(given([proposed]).when({ type: 'ScheduleTrade', actorId: owner, at, place: 'x', now })).toThrowError(
      rejection('invalid', tradeMessages.scheduleInPast),
    );
    expect(given([proposed, declined]).when({ type: 'ScheduleTrade', actorId: owner, at: later, place: 'x', now })).toThrowError(
      rejection('conflict'),
    );
    expect(given([proposed]).when({ type: 'ScheduleTrade', actorId: stranger, at: later, place: 'x', now })).toThrowError(
      rejection('not_found'),
    );
  });
});

describe('trade decider: completing and settling', () => {
  it('lets either party complete an accepted trade', () => {
    expect(given([proposed, accepted]).when({ type: 'CompleteTrade', actorId: initiator, now })()).toEqual([completed]);
    expect(given([proposed, accepted]).when({ type: 'CompleteTrade', actorId: owner, now })()).toMatchObject([{ data: { by: owner } }]);
  });

  it('refuses completing a pending, completed or cancelled trade, and strangers', () => {
    const complete = (actorId: string): TradeCommand => ({ type: 'CompleteTrade', actorId, now });
    expect(given([proposed]).when(complete(owner))).toThrowError(rejection('conflict', tradeMessages.completeNotAccepted));
    expect(given([proposed, accepted, completed]).when(complete(owner))).toThrowError(rejection('conflict', tradeMessages.closed('completed')));
    expect(given([proposed, accepted, cancelledAccepted]).when(complete(owner))).toThrowError(rejection('conflict'));
    expect(given([proposed, accepted]).when(complete(stranger))).toThrowError(rejection('not_found'));
  });

  it('settles a completed trade as paid, exactly once', () => {
    const settled = given([proposed, accepted, completed]).when({ type: 'SettleTrade', now })();
    expect(settled).toEqual([{ type: 'TradeSettled', data: { tradeId, outcome: 'paid', amountCents: 25_00, settledAt: now } }]);
    expect(given([proposed, accepted, completed, ...settled]).when({ type: 'SettleTrade', now })()).toEqual([]);
  });

  it('settles an accepted-then-cancelled trade as returned', () => {
    expect(given([proposed, accepted, cancelledAccepted]).when({ type: 'SettleTrade', now })()).toMatchObject([
      { data: { outcome: 'returned' } },
    ]);
  });

  it('has nothing to settle before completion or after a pending trade ends', () => {
    expect(given([proposed, accepted]).when({ type: 'SettleTrade', now })).toThrowError(rejection('conflict', tradeMessages.notSettleable));
    expect(given([proposed, declined]).when({ type: 'SettleTrade', now })).toThrowError(rejection('conflict'));
    expect(given([]).when({ type: 'SettleTrade', now })).toThrowError(rejection('not_found'));
  });
});
