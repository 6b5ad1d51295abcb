import { describe, it } from 'vitest';
import type { LedgerEvent, TradeEvent } from '@barteraid/events';
import { insufficientCredits } from '../credits/ledger';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { acceptanceDecider, changedWhileAccepting, type AcceptanceCommand } from './acceptance';
import { tradeMessages } from './trade';

const { tradeId, listingId, owner, initiator, stranger, now, later } = sample;
const title = 'Generator for a weekend';

/** An offer of 25.00: the initiator pays, the owner is asked to accept. */
const proposed: TradeEvent = {
  type: 'TradeProposed',
  data: {
    tradeId,
    listingId,
    listingTitle: title,
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
/** A need: the owner pays, and is the one asked to accept. */
const needProposed: TradeEvent = { type: 'TradeProposed', data: { ...proposed.data, listingType: 'need', payerId: owner, payeeId: initiator } };
const free: TradeEvent = { type: 'TradeProposed', data: { ...proposed.data, amountCents: 0 } };
const credits = (memberId: string, amountCents: number): LedgerEvent => ({ type: 'WelcomeBonusGranted', data: { memberId, amountCents, grantedAt: now } });
const scheduled: TradeEvent = { type: 'TradeScheduled', data: { tradeId, by: owner, at: later, place: 'Fire station 3', scheduledAt: now } };
const counter = (by: string, amountCents: number, awaiting: string): TradeEvent => ({
  type: 'TradeCountered',
  data: { tradeId, by, amountCents, terms: 'Pick up Saturday', awaiting, counteredAt: now },
});
const held = (tradeRevision: number): LedgerEvent => ({
  type: 'CreditsHeld',
  data: { memberId: initiator, tradeId, tradeRevision, tradeTitle: title, amountCents: 25_00, heldAt: now },
});
const accepted = (holdRevision: number | null, amountCents = 25_00): TradeEvent => ({
  type: 'TradeAccepted',
  data: { tradeId, by: owner, payerId: initiator, amountCents, holdRevision, acceptedAt: now },
});

const { given } = DeciderSpecification.for(acceptanceDecider);
const accept = (by: string, seenRevision = 0): AcceptanceCommand => ({ type: 'AcceptTrade', actorId: by, seenRevision, now });

describe('acceptance decider: holding and accepting', () => {
  it("holds the payer's credits, named by the revision accepted, and accepts in one decision", () => {
    given([proposed, credits(initiator, 50_00)]).when(accept(owner)).then([held(0), accepted(0)]);
  });

  it('accepts a trade without credits, holding nothing', () => {
    given([free]).when(accept(owner)).then([accepted(null, 0)]);
  });

  it('refuses a payer who cannot cover the amount, saying what they have', () => {
    given([needProposed, credits(owner, 10_00)]).when(accept(owner)).thenRejects('conflict', insufficientCredits(10_00, 25_00));
  });

  it("tells the member who is not the payer only that the other member cannot pay, not the payer's balance", () => {
    given([proposed, credits(initiator, 10_00)]).when(accept(owner)).thenRejects('conflict', tradeMessages.otherCannotPay);
  });

  it("keeps the trade's own rules: a missing trade, a stranger, the member whose turn it is not", () => {
    given([]).when(accept(owner, -1)).thenRejects('not_found', tradeMessages.notFound);
    given([proposed, credits(initiator, 50_00)]).when(accept(stranger)).thenRejects('not_found', tradeMessages.notFound);
    given([proposed, credits(initiator, 50_00)]).when(accept(initiator)).thenRejects('forbidden', tradeMessages.notYourTurn);
  });
});

describe('acceptance decider: the trade changed since the member saw it', () => {
  it('accepts the fresh version when only its schedule changed, at the fresh revision', () => {
    given([proposed, credits(initiator, 50_00), scheduled]).when(accept(owner, 0)).then([held(1), accepted(1)]);
  });

  it('accepts when counter-offers came back to the very deal the member saw', () => {
    given([proposed, counter(owner, 30_00, initiator), counter(initiator, 25_00, owner), credits(initiator, 50_00)])
      .when(accept(owner, 0))
      .then([held(2), accepted(2)]);
  });

  it('refuses once the deal differs from the one seen, so the member reviews it', () => {
    given([proposed, credits(initiator, 50_00), counter(owner, 30_00, initiator)]).when(accept(owner, 0)).thenRejects('conflict', changedWhileAccepting);
  });

  it('writes nothing more when this very acceptance was written meanwhile (the same request twice)', () => {
    given([proposed, credits(initiator, 50_00), held(0), accepted(0)]).when(accept(owner, 0)).thenNothingHappened();
  });

  it('refuses when the trade was accepted on another revision than the one seen', () => {
    given([proposed, credits(initiator, 50_00), scheduled, held(1), accepted(1)]).when(accept(owner, 0)).thenRejects('conflict', changedWhileAccepting);
  });
});
