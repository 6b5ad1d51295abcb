import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@barteraid/events';
import { fold } from '../decider';
import type { ListingFacts } from '../listings/read-listing';
import { RELEASE_REMINDER_MS, releasePeriodMs, tradeDecider, tradeMessages, type TradeCommand } from './trade';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';

const { tradeId, listingId, owner, initiator, stranger, now, later } = sample;

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
const completed: TradeEvent = { type: 'TradeCompleted', data: { tradeId, by: initiator, release: 'payer_confirmed', completedAt: now } };
const week = releasePeriodMs(7);
const dueAt = new Date(Date.parse(now) + week).toISOString();
const delivered: TradeEvent = { type: 'TradeDelivered', data: { tradeId, by: owner, deliveredAt: now, releaseDueAt: dueAt } };
/** `ms` after `now`. */
const after = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const complete = (actorId: string, at = now): TradeCommand => ({ type: 'CompleteTrade', actorId, now: at, releaseAfterMs: week });
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
const propose = (listing: ListingFacts | null, by = initiator, amountCents = 25_00, initiatorAvailableCents = 100_00): TradeCommand => ({
  type: 'ProposeTrade',
  tradeId,
  initiatorId: by,
  listing,
  amountCents,
  terms: 'Pick up Saturday',
  initiatorAvailableCents,
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

  it('refuses a payer who could not pay even now, saying what they have; the owner of a need is asked only at acceptance', () => {
    given([])
      .when(propose(offer, initiator, 25_00, 24_99))
      .thenRejects('conflict', 'You can spend up to 24.99 credits right now.');
    given([]).when(propose(offer, initiator, 25_00, 25_00)).then([proposed]);
    // Past a line that shrank: nothing may be spent until the member is back within it.
    given([])
      .when(propose(offer, initiator, 25_00, -30_00))
      .thenRejects('conflict', 'Your balance is past your credit line, so you cannot spend for now: 30.00 credits more must come in first. Nothing is taken from you.');
    // For a need the owner pays; the initiator's balance says nothing about it.
    given([]).when(propose(need, initiator, 25_00, 0)).thenMatches([{ type: 'TradeProposed' }]);
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
  it('lets the payer complete an accepted trade at any time, delivered or not', () => {
    given([proposed, accepted]).when(complete(initiator)).then([completed]);
    given([proposed, accepted, delivered]).when(complete(initiator)).then([completed]);
  });

  it("takes the payee's Mark Complete as delivered, starting the release period, and moves no credits", () => {
    given([proposed, accepted]).when(complete(owner)).then([delivered]);
    // Saying it again changes nothing; the release date stays the first one.
    given([proposed, accepted, delivered]).when(complete(owner, after(3_600_000))).thenNothingHappened();
  });

  it('releases a delivered trade by the rule once the period has passed, naming no person', () => {
    given([proposed, accepted, delivered]).when({ type: 'ReleaseTrade', now: after(week - 1) }).thenNothingHappened();
    given([proposed, accepted, delivered])
      .when({ type: 'ReleaseTrade', now: dueAt })
      .then([{ type: 'TradeCompleted', data: { tradeId, by: null, release: 'auto_release', completedAt: dueAt } }]);
  });

  it('has nothing to release before delivery, after the payer confirmed, or after a cancel', () => {
    const late = after(2 * week);
    given([proposed, accepted]).when({ type: 'ReleaseTrade', now: late }).thenNothingHappened();
    given([proposed, accepted, delivered, completed]).when({ type: 'ReleaseTrade', now: late }).thenNothingHappened();
    given([proposed, accepted, delivered, cancelledAccepted]).when({ type: 'ReleaseTrade', now: late }).thenNothingHappened();
    given([]).when({ type: 'ReleaseTrade', now: late }).thenRejects('not_found');
  });

  it('reminds both members once, within the last day before the release', () => {
    const day = RELEASE_REMINDER_MS;
    const remind = (at: string): TradeCommand => ({ type: 'RemindRelease', now: at, withinMs: day });
    given([proposed, accepted, delivered]).when(remind(after(week - day - 1))).thenNothingHappened();
    const reminded = given([proposed, accepted, delivered])
      .when(remind(after(week - day)))
      .then([{ type: 'TradeReleaseReminded', data: { tradeId, releaseDueAt: dueAt, remindedAt: after(week - day) } }]);
    given([proposed, accepted, delivered, ...reminded]).when(remind(after(week - 60_000))).thenNothingHappened();
    // Past the due time the release itself tells them.
    given([proposed, accepted, delivered]).when(remind(dueAt)).thenNothingHappened();
    given([proposed, accepted]).when(remind(after(week - 60_000))).thenNothingHappened();
  });

  it('refuses completing a pending, completed or cancelled trade, and strangers', () => {
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

describe('trade decider: disputes', () => {
  const { disputeId, admin } = sample;
  const dispute = (actorId: string, at = now): TradeCommand => ({ type: 'DisputeTrade', actorId, disputeId, now: at });
  const disputedHeld: TradeEvent = { type: 'TradeDisputed', data: { tradeId, disputeId, by: initiator, stage: 'held', disputedAt: now } };
  const decide = (payeeCents: number): TradeCommand => ({ type: 'DecideTradeDispute', adminId: admin, disputeId, payeeCents, now: later });
  const decided = (payeeCents: number): TradeEvent => ({ type: 'TradeDisputeDecided', data: { tradeId, disputeId, decidedBy: admin, payeeCents, decidedAt: later } });

  it('lets either party dispute held credits, once; strangers and pending or ended trades cannot', () => {
    given([proposed, accepted]).when(dispute(initiator)).then([disputedHeld]);
    given([proposed, accepted, delivered]).when(dispute(owner)).thenMatches([{ data: { by: owner, stage: 'held' } }]);
    given([proposed, accepted, disputedHeld]).when(dispute(owner)).thenRejects('conflict', tradeMessages.alreadyDisputed);
    given([proposed, accepted]).when(dispute(stranger)).thenRejects('not_found');
    given([proposed]).when(dispute(initiator)).thenRejects('conflict', tradeMessages.disputeNotHeld);
    given([proposed, accepted, cancelledAccepted]).when(dispute(initiator)).thenRejects('conflict');
  });

  it('lets a completed trade be disputed for 14 days after completion', () => {
    given([proposed, accepted, completed]).when(dispute(initiator, after(14 * 86_400_000))).thenMatches([{ data: { stage: 'completed' } }]);
    given([proposed, accepted, completed]).when(dispute(initiator, after(14 * 86_400_000 + 1))).thenRejects('conflict', tradeMessages.disputeTooLate);
  });

  it('freezes held credits: no completion, no cancel, no reminder and no automatic release', () => {
    const frozen = [proposed, accepted, delivered, disputedHeld];
    given(frozen).when(complete(initiator)).thenRejects('conflict', tradeMessages.disputeFrozen);
    given(frozen).when({ type: 'CancelTrade', actorId: owner, reason: null, now }).thenRejects('conflict', tradeMessages.disputeFrozen);
    given(frozen).when({ type: 'RemindRelease', now: after(week - 60_000), withinMs: RELEASE_REMINDER_MS }).thenNothingHappened();
    given(frozen).when({ type: 'ReleaseTrade', now: after(2 * week) }).thenNothingHappened();
  });

  it('completes with the decided payout, or cancels when everything goes back, and settles that', () => {
    given([proposed, accepted, disputedHeld]).when(decide(15_00)).then([decided(15_00)]);
    expect(fold(tradeDecider, [proposed, accepted, disputedHeld, decided(15_00)])).toMatchObject({ status: 'completed', payoutCents: 15_00, completedAt: later });
    given([proposed, accepted, disputedHeld, decided(15_00)])
      .when({ type: 'SettleTrade', now })
      .thenMatches([{ data: { outcome: 'paid', amountCents: 15_00 } }]);
    expect(fold(tradeDecider, [proposed, accepted, disputedHeld, decided(0)])).toMatchObject({ status: 'cancelled', cancelledFrom: 'accepted' });
    given([proposed, accepted, disputedHeld, decided(0)]).when({ type: 'SettleTrade', now }).thenMatches([{ data: { outcome: 'returned', amountCents: 25_00 } }]);
  });

  it('decides only an open dispute over held credits, within the amount held', () => {
    given([proposed, accepted]).when(decide(10_00)).thenRejects('conflict', tradeMessages.noOpenDispute);
    given([proposed, accepted, disputedHeld, decided(10_00)]).when(decide(10_00)).thenRejects('conflict');
    given([proposed, accepted, disputedHeld]).when(decide(25_01)).thenRejects('invalid');
  });
});
