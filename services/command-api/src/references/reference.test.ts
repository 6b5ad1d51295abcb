import { describe, expect, it } from 'vitest';
import { REFERENCE_WINDOW_MS, type ReferenceEvent, type TradeEvent } from '@barteraid/events';
import { fold } from '../decider';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { referenceDecider, referenceMessages, type ReferenceCommand } from './reference';
import { referencedTrade, type ReferencedTrade } from './referenced-trade';

const { tradeId, listingId, owner, initiator: buyer, stranger, firstId: buyerReferenceId, secondId: ownerReferenceId } = sample;
const proposedAt = '2026-11-20T09:30:00.000Z';
const completedAt = '2026-11-21T09:30:00.000Z';
/** `ms` after completion. */
const after = (ms: number) => new Date(Date.parse(completedAt) + ms).toISOString();
const day = 86_400_000;

// The trade as its own stream tells it: proposed on the owner's offer, accepted, delivered, completed by the payer.
const proposed: TradeEvent = {
  type: 'TradeProposed',
  data: {
    tradeId,
    listingId,
    listingTitle: 'Generator for a weekend',
    listingType: 'offer',
    initiatorId: buyer,
    recipientId: owner,
    payerId: buyer,
    payeeId: owner,
    amountCents: 25_00,
    terms: 'Pick up Saturday',
    proposedAt,
  },
};
const accepted: TradeEvent = { type: 'TradeAccepted', data: { tradeId, by: owner, payerId: buyer, amountCents: 25_00, holdRevision: 0, acceptedAt: proposedAt } };
const delivered: TradeEvent = { type: 'TradeDelivered', data: { tradeId, by: owner, deliveredAt: proposedAt, releaseDueAt: after(6 * day) } };
const completed: TradeEvent = { type: 'TradeCompleted', data: { tradeId, by: buyer, release: 'payer_confirmed', completedAt } };
const settled: TradeEvent = { type: 'TradeSettled', data: { tradeId, outcome: 'paid', amountCents: 25_00, settledAt: completedAt } };
const cancelled: TradeEvent = { type: 'TradeCancelled', data: { tradeId, by: owner, reason: null, holdToRelease: true, cancelledAt: completedAt } };

const tradeAfter = (events: TradeEvent[]): ReferencedTrade => fold(referencedTrade, events);
const completedTrade = tradeAfter([proposed, accepted, delivered, completed, settled]);

const leave = (authorId: string, options: Partial<ReferenceCommand> = {}): ReferenceCommand => ({
  type: 'LeaveReference',
  referenceId: authorId === buyer ? buyerReferenceId : ownerReferenceId,
  authorId,
  trade: completedTrade,
  rating: 5,
  comment: 'On time and as described.',
  now: after(day),
  ...options,
});

const buyerLeft: ReferenceEvent = {
  type: 'ReferenceLeft',
  data: {
    referenceId: buyerReferenceId,
    tradeId,
    authorId: buyer,
    subjectId: owner,
    rating: 5,
    comment: 'On time and as described.',
    tradeCompletedAt: completedAt,
    leftAt: after(day),
  },
};

const { given } = DeciderSpecification.for(referenceDecider);

describe('the trade as references see it', () => {
  it('knows nothing of a trade that was never proposed', () => {
    expect(tradeAfter([])).toEqual({ status: 'none' });
  });

  it('knows the parties of an open trade and that it is not completed', () => {
    expect(tradeAfter([proposed, accepted, delivered])).toEqual({
      status: 'not_completed',
      tradeId,
      initiatorId: buyer,
      recipientId: owner,
      payerId: buyer,
      payeeId: owner,
    });
    expect(tradeAfter([proposed, cancelled]).status).toBe('not_completed');
  });

  it('takes the completion time from TradeCompleted, also when the rule released it', () => {
    expect(completedTrade).toMatchObject({ status: 'completed', completedAt, payerId: buyer });
    const released: TradeEvent = { type: 'TradeCompleted', data: { tradeId, by: null, release: 'auto_release', completedAt: after(3 * day) } };
    expect(tradeAfter([proposed, accepted, delivered, released])).toMatchObject({ status: 'completed', completedAt: after(3 * day) });
  });

  it('takes a dispute decision that gives the payee something as the completion, and one that gives nothing as no completion', () => {
    const disputeId = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
    const disputed: TradeEvent = { type: 'TradeDisputed', data: { tradeId, disputeId, by: buyer, stage: 'held', disputedAt: proposedAt } };
    const decided = (payeeCents: number): TradeEvent => ({
      type: 'TradeDisputeDecided',
      data: { tradeId, disputeId, decidedBy: stranger, payeeCents, decidedAt: after(2 * day) },
    });
    expect(tradeAfter([proposed, accepted, disputed]).status).toBe('not_completed');
    expect(tradeAfter([proposed, accepted, disputed, decided(10_00)])).toMatchObject({ status: 'completed', completedAt: after(2 * day) });
    expect(tradeAfter([proposed, accepted, disputed, decided(0)]).status).toBe('not_completed');
    // A dispute about a completed trade leaves its completion as it was.
    const afterCompletion: TradeEvent = { type: 'TradeDisputed', data: { tradeId, disputeId, by: owner, stage: 'completed', disputedAt: after(day) } };
    expect(tradeAfter([proposed, accepted, completed, afterCompletion])).toMatchObject({ status: 'completed', completedAt });
  });
});

describe('reference decider', () => {
  it('lets a party leave one reference about the other party', () => {
    given([]).when(leave(buyer)).then([buyerLeft]);
  });

  it('lets the other party leave theirs too, about the first', () => {
    given([buyerLeft])
      .when(leave(owner, { rating: 3, comment: '' }))
      .thenMatches([{ type: 'ReferenceLeft', data: { authorId: owner, subjectId: buyer, rating: 3, comment: '', tradeCompletedAt: completedAt } }]);
  });

  it('refuses a second reference by the same member on the same trade', () => {
    given([buyerLeft]).when(leave(buyer, { rating: 1 })).thenRejects('conflict', referenceMessages.alreadyLeft);
  });

  it('answers a stranger as if the trade did not exist', () => {
    given([]).when(leave(stranger)).thenRejects('not_found', referenceMessages.notFound);
    given([]).when(leave(buyer, { trade: tradeAfter([]) })).thenRejects('not_found', referenceMessages.notFound);
  });

  it('refuses a reference before the trade is completed, and on a trade that ended otherwise', () => {
    given([]).when(leave(buyer, { trade: tradeAfter([proposed, accepted, delivered]) })).thenRejects('conflict', referenceMessages.notCompleted);
    given([]).when(leave(owner, { trade: tradeAfter([proposed, accepted, cancelled]) })).thenRejects('conflict', referenceMessages.notCompleted);
  });

  it('accepts a reference until just before 14 days after completion, and refuses one from then on', () => {
    given([]).when(leave(buyer, { now: after(REFERENCE_WINDOW_MS - 1) })).thenMatches([{ type: 'ReferenceLeft' }]);
    given([]).when(leave(buyer, { now: after(REFERENCE_WINDOW_MS) })).thenRejects('conflict', referenceMessages.windowClosed);
    given([buyerLeft]).when(leave(owner, { now: after(15 * day) })).thenRejects('conflict', referenceMessages.windowClosed);
  });

  it('refuses stars outside 1–5 or in fractions, and a comment over 1000 characters', () => {
    for (const rating of [0, 6, 4.5]) given([]).when(leave(buyer, { rating })).thenRejects('invalid', referenceMessages.invalidRating);
    given([]).when(leave(buyer, { comment: 'x'.repeat(1001) })).thenRejects('invalid', referenceMessages.commentTooLong);
    given([]).when(leave(buyer, { rating: 1, comment: 'x'.repeat(1000) })).thenMatches([{ data: { rating: 1 } }]);
  });

  it('remembers every reference left on the trade', () => {
    expect(given([buyerLeft]).state.written.map((reference) => reference.authorId)).toEqual([buyer]);
  });
});
