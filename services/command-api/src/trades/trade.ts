import type { ListingType, TradeEvent, TradeStatus } from '@barteraid/events';
import { reject, type Decider } from '../decider';
import type { ListingFacts } from '../listings/read-listing';

/** Who trades what with whom; fixed when the trade is proposed. */
export interface TradeDeal {
  tradeId: string;
  listingId: string;
  listingTitle: string;
  listingType: ListingType;
  initiatorId: string;
  recipientId: string;
  payerId: string;
  payeeId: string;
}

export interface TradeState {
  deal: TradeDeal | null;
  status: TradeStatus | null;
  amountCents: number;
  terms: string;
  /** The party a pending proposal waits on (to accept, counter or decline). */
  awaiting: string | null;
  isUrgent: boolean;
  schedule: { at: string; place: string } | null;
  /** The escrow hold backing the acceptance (see TradeAccepted); null before acceptance or for 0 credits. */
  holdRevision: number | null;
  wasAccepted: boolean;
  settled: boolean;
}

export type TradeCommand =
  | { type: 'ProposeTrade'; tradeId: string; initiatorId: string; listing: ListingFacts | null; amountCents: number; terms: string; now: string }
  | { type: 'CounterTrade'; actorId: string; amountCents: number | null; terms: string | null; now: string }
  /** `revision` is the trade revision the acceptance was decided on; it names the escrow hold. */
  | { type: 'AcceptTrade'; actorId: string; revision: number; now: string }
  | { type: 'DeclineTrade'; actorId: string; now: string }
  | { type: 'CancelTrade'; actorId: string; reason: string | null; now: string }
  | { type: 'MarkUrgent'; actorId: string; now: string }
  | { type: 'ScheduleTrade'; actorId: string; at: string; place: string; now: string }
  | { type: 'CompleteTrade'; actorId: string; now: string }
  | { type: 'SettleTrade'; now: string };

export const tradeMessages = {
  notFound: 'Trade not found.',
  listingNotFound: 'Listing not found.',
  listingInactive: 'This listing is no longer active, so it cannot be traded.',
  selfTrade: 'You cannot trade with yourself.',
  alreadyProposed: 'This trade has already been proposed.',
  closed: (status: TradeStatus) => `This trade is already ${status}.`,
  alreadyAccepted: 'This trade has already been accepted.',
  notYourTurn: 'This proposal is waiting for the other member to respond.',
  counterOnlyPending: 'Only a pending proposal can be countered; this trade is already accepted.',
  counterUnchanged: 'A counter-offer must change the credit amount or the terms.',
  declineAccepted: 'An accepted trade cannot be declined; cancel it instead.',
  completeNotAccepted: 'This trade must be accepted before it can be marked complete.',
  scheduleInPast: 'Please choose a date and time in the future.',
  notSettleable: 'This trade has nothing to settle.',
} as const;

const isParty = (deal: TradeDeal, memberId: string) => deal.initiatorId === memberId || deal.recipientId === memberId;
const otherParty = (deal: TradeDeal, memberId: string) => (deal.initiatorId === memberId ? deal.recipientId : deal.initiatorId);

/** The trade as the acting member may see it: strangers learn nothing, not even that it exists. */
function requireParty(state: TradeState, memberId: string): TradeDeal {
  if (!state.deal || !isParty(state.deal, memberId)) return reject('not_found', tradeMessages.notFound);
  return state.deal;
}

/** Pending or accepted: the states in which a trade can still change. */
function requireOpen(state: TradeState): void {
  if (state.status === 'completed' || state.status === 'declined' || state.status === 'cancelled') {
    reject('conflict', tradeMessages.closed(state.status));
  }
}

export const tradeDecider: Decider<TradeCommand, TradeState, TradeEvent> = {
  initialState: {
    deal: null,
    status: null,
    amountCents: 0,
    terms: '',
    awaiting: null,
    isUrgent: false,
    schedule: null,
    holdRevision: null,
    wasAccepted: false,
    settled: false,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'TradeProposed': {
        const { amountCents, terms, proposedAt: _proposedAt, ...deal } = event.data;
        return { ...state, deal, status: 'pending', amountCents, terms, awaiting: deal.recipientId };
      }
      case 'TradeCountered':
        return { ...state, amountCents: event.data.amountCents, terms: event.data.terms, awaiting: event.data.awaiting };
      case 'TradeAccepted':
        return { ...state, status: 'accepted', awaiting: null, wasAccepted: true, holdRevision: event.data.holdRevision };
      case 'TradeDeclined':
        return { ...state, status: 'declined', awaiting: null };
      case 'TradeCancelled':
        return { ...state, status: 'cancelled', awaiting: null };
      case 'TradeMarkedUrgent':
        return { ...state, isUrgent: true };
      case 'TradeScheduled':
        return { ...state, schedule: { at: event.data.at, place: event.data.place } };
      case 'TradeCompleted':
        return { ...state, status: 'completed' };
      case 'TradeSettled':
        return { ...state, settled: true };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ProposeTrade': {
        if (state.deal) return reject('conflict', tradeMessages.alreadyProposed);
        const { listing, initiatorId } = command;
        if (!listing) return reject('not_found', tradeMessages.listingNotFound);
        if (listing.ownerId === initiatorId) return reject('invalid', tradeMessages.selfTrade);
        if (!listing.isActive) return reject('conflict', tradeMessages.listingInactive);
        // The member who receives the goods or service pays for it.
        const initiatorPays = listing.type === 'offer';
        return [
          {
            type: 'TradeProposed',
            data: {
              tradeId: command.tradeId,
              listingId: listing.listingId,
              listingTitle: listing.title,
              listingType: listing.type,
              initiatorId,
              recipientId: listing.ownerId,
              payerId: initiatorPays ? initiatorId : listing.ownerId,
              payeeId: initiatorPays ? listing.ownerId : initiatorId,
              amountCents: command.amountCents,
              terms: command.terms,
              proposedAt: command.now,
            },
          },
        ];
      }

      case 'CounterTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (state.status !== 'pending') return reject('conflict', tradeMessages.counterOnlyPending);
        const amountCents = command.amountCents ?? state.amountCents;
        const terms = command.terms ?? state.terms;
        if (amountCents === state.amountCents && terms === state.terms) return reject('invalid', tradeMessages.counterUnchanged);
        return [
          {
            type: 'TradeCountered',
            data: {
              tradeId: deal.tradeId,
              by: command.actorId,
              amountCents,
              terms,
              awaiting: otherParty(deal, command.actorId),
              counteredAt: command.now,
            },
          },
        ];
      }

      case 'AcceptTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (state.status !== 'pending') return reject('conflict', tradeMessages.alreadyAccepted);
        // Whoever made the latest proposal waits for the other member to agree to it.
        if (state.awaiting !== command.actorId) return reject('forbidden', tradeMessages.notYourTurn);
        return [
          {
            type: 'TradeAccepted',
            data: {
              tradeId: deal.tradeId,
              by: command.actorId,
              payerId: deal.payerId,
              amountCents: state.amountCents,
              holdRevision: state.amountCents > 0 ? command.revision : null,
              acceptedAt: command.now,
            },
          },
        ];
      }

      case 'DeclineTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (state.status !== 'pending') return reject('conflict', tradeMessages.declineAccepted);
        return [{ type: 'TradeDeclined', data: { tradeId: deal.tradeId, by: command.actorId, declinedAt: command.now } }];
      }

      case 'CancelTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        return [
          {
            type: 'TradeCancelled',
            data: {
              tradeId: deal.tradeId,
              by: command.actorId,
              reason: command.reason,
              holdToRelease: state.holdRevision !== null,
              cancelledAt: command.now,
            },
          },
        ];
      }

      case 'MarkUrgent': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (state.isUrgent) return [];
        return [{ type: 'TradeMarkedUrgent', data: { tradeId: deal.tradeId, by: command.actorId, markedAt: command.now } }];
      }

      case 'ScheduleTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (Date.parse(command.at) <= Date.parse(command.now)) return reject('invalid', tradeMessages.scheduleInPast);
        if (state.schedule && Date.parse(state.schedule.at) === Date.parse(command.at) && state.schedule.place === command.place) return [];
        return [
          {
            type: 'TradeScheduled',
            data: { tradeId: deal.tradeId, by: command.actorId, at: command.at, place: command.place, scheduledAt: command.now },
          },
        ];
      }

      case 'CompleteTrade': {
        const deal = requireParty(state, command.actorId);
        requireOpen(state);
        if (state.status !== 'accepted') return reject('conflict', tradeMessages.completeNotAccepted);
        return [{ type: 'TradeCompleted', data: { tradeId: deal.tradeId, by: command.actorId, completedAt: command.now } }];
      }

      case 'SettleTrade': {
        if (!state.deal) return reject('not_found', tradeMessages.notFound);
        if (state.settled) return [];
        const outcome = state.status === 'completed' ? 'paid' : state.status === 'cancelled' && state.holdRevision !== null ? 'returned' : null;
        if (!outcome) return reject('conflict', tradeMessages.notSettleable);
        return [
          {
            type: 'TradeSettled',
            data: { tradeId: state.deal.tradeId, outcome, amountCents: state.amountCents, settledAt: command.now },
          },
        ];
      }
    }
  },
};
