import { describe, it } from 'vitest';
import type { ListingProposalEvent, TradeEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { listingProposalMessages, listingProposalsDecider, type ListingProposalsCommand } from './listing-proposals';

const { given } = DeciderSpecification.for(listingProposalsDecider);
const { listingId, initiator, owner, now, later, firstId, secondId } = sample;

const opened = (tradeId: string): ListingProposalEvent => ({
  type: 'ListingProposalOpened',
  data: { listingId, memberId: initiator, tradeId, proposedAt: now },
});
const proposed = (tradeId: string): TradeEvent => ({
  type: 'TradeProposed',
  data: {
    tradeId,
    listingId,
    listingTitle: 'Bottled water cases',
    listingType: 'offer',
    initiatorId: initiator,
    recipientId: owner,
    payerId: initiator,
    payeeId: owner,
    amountCents: 10_00,
    terms: 'Pick up Saturday',
    proposedAt: now,
  },
});
const open = (tradeId: string): ListingProposalsCommand => ({ type: 'OpenProposal', listingId, memberId: initiator, tradeId, now: later });

describe('listing proposals decider: one pending proposal per member and listing', () => {
  it('given no proposal on the listing, when the member proposes, then it becomes their latest', () => {
    given([]).when(open(firstId)).then([{ type: 'ListingProposalOpened', data: { listingId, memberId: initiator, tradeId: firstId, proposedAt: later } }]);
  });

  it('given a pending proposal, when the member proposes again, then 409 says to wait for the answer', () => {
    given([opened(firstId), proposed(firstId)]).when(open(secondId)).thenRejects('conflict', listingProposalMessages.pending);
  });

  it('given a proposal the owner countered, it is still pending: refused', () => {
    const countered: TradeEvent = {
      type: 'TradeCountered',
      data: { tradeId: firstId, by: owner, amountCents: 8_00, terms: 'Sunday', awaiting: initiator, counteredAt: now },
    };
    given([opened(firstId), proposed(firstId), countered]).when(open(secondId)).thenRejects('conflict', listingProposalMessages.pending);
  });

  it.each<[string, TradeEvent]>([
    ['declined', { type: 'TradeDeclined', data: { tradeId: firstId, by: owner, declinedAt: now } }],
    ['cancelled', { type: 'TradeCancelled', data: { tradeId: firstId, by: initiator, reason: null, holdToRelease: false, cancelledAt: now } }],
    ['accepted', { type: 'TradeAccepted', data: { tradeId: firstId, by: owner, payerId: initiator, amountCents: 10_00, holdRevision: 0, acceptedAt: now } }],
  ])('given the latest proposal was %s, when the member proposes again, then it is accepted', (_status, answered) => {
    given([opened(firstId), proposed(firstId), answered]).when(open(secondId)).thenMatches([{ type: 'ListingProposalOpened', data: { tradeId: secondId } }]);
  });

  it('the events of another trade say nothing about the latest one', () => {
    const otherDeclined: TradeEvent = { type: 'TradeDeclined', data: { tradeId: sample.tradeId, by: owner, declinedAt: now } };
    given([opened(firstId), proposed(firstId), otherDeclined]).when(open(secondId)).thenRejects('conflict', listingProposalMessages.pending);
  });

  it('given an earlier declined proposal and a newer pending one, the newer one counts', () => {
    const declined: TradeEvent = { type: 'TradeDeclined', data: { tradeId: firstId, by: owner, declinedAt: now } };
    given([opened(firstId), proposed(firstId), declined, opened(secondId), proposed(secondId)])
      .when(open(sample.tradeId))
      .thenRejects('conflict', listingProposalMessages.pending);
  });
});
