import type { ListingType, TradeEvent, TradeStatus } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
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

/** Where and when the parties meet, once one of them has set it. */
export interface TradeSchedule {
  at: string;
  place: string;
}

/** What every proposed trade has, whatever became of it. */
interface ProposedTrade {
  deal: TradeDeal;
  amountCents: number;
  terms: string;
  isUrgent: boolean;
  schedule: TradeSchedule | null;
}

/**
 * A trade by its status. `holdRevision` names the escrow hold backing an acceptance (see
 * TradeAccepted; null for 0 credits or before acceptance) and `settled` says whether settlement
 * finished; every status carries both, fixed where the status fixes them.
 */
export type TradeState =
  | { status: 'none'; holdRevision: null; settled: false }
  /** `awaiting`: the party the proposal waits on (to accept, counter or decline). */
  | (ProposedTrade & { status: 'pending'; awaiting: string; holdRevision: null; settled: false })
  | (ProposedTrade & { status: 'accepted'; holdRevision: number | null; settled: false })
  | (ProposedTrade & { status: 'completed'; holdRevision: number | null; settled: boolean })
  | (ProposedTrade & { status: 'declined'; holdRevision: null; settled: false })
  /** Cancelled while pending (no hold) or after acceptance (its hold, if any, goes back at settlement). */
  | (ProposedTrade & { status: 'cancelled'; cancelledFrom: 'pending' | 'accepted'; holdRevision: number | null; settled: boolean });

/** A trade that was proposed: any status but none. */
export type ExistingTrade = Exclude<TradeState, { status: 'none' }>;

/** Whether the trade was ever accepted (it may have been completed or cancelled since). */
export const wasAccepted = (state: TradeState): boolean =>
  state.status === 'accepted' || state.status === 'completed' || (state.status === 'cancelled' && state.cancelledFrom === 'accepted');

/** The proposed part of a trade's state, kept as a trade moves from status to status. */
const proposedPart = ({ deal, amountCents, terms, isUrgent, schedule }: ExistingTrade): ProposedTrade => ({
  deal,
  amountCents,
  terms,
  isUrgent,
  schedule,
});

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
function requireParty(state: TradeState, memberId: string): ExistingTrade {
  if (state.status === 'none' || !isParty(state.deal, memberId)) return reject('not_found', tradeMessages.notFound);
  return state;
}

type OpenTrade = Extract<TradeState, { status: 'pending' | 'accepted' }>;

/** Pending or accepted: the states in which a trade can still change. */
function requireOpen(state: ExistingTrade): OpenTrade {
  if (state.status === 'completed' || state.status === 'declined' || state.status === 'cancelled') {
    return reject('conflict', tradeMessages.closed(state.status));
  }
  return state;
}

export const tradeDecider: Decider<TradeCommand, TradeState, TradeEvent> = {
  initialState: { status: 'none', holdRevision: null, settled: false },

  evolve(state, event) {
    if (event.type === 'TradeProposed') {
      const { amountCents, terms, proposedAt: _proposedAt, ...deal } = event.data;
      return { status: 'pending', deal, amountCents, terms, isUrgent: false, schedule: null, awaiting: deal.recipientId, holdRevision: null, settled: false };
    }
    // Nothing happens to a trade before it is proposed (the log never holds such an event).
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'TradeCountered':
        return state.status === 'pending'
          ? { ...state, amountCents: event.data.amountCents, terms: event.data.terms, awaiting: event.data.awaiting }
          : state;
      case 'TradeAccepted':
        return { ...proposedPart(state), status: 'accepted', holdRevision: event.data.holdRevision, settled: false };
      case 'TradeDeclined':
        return { ...proposedPart(state), status: 'declined', holdRevision: null, settled: false };
      case 'TradeCancelled':
        return {
          ...proposedPart(state),
          status: 'cancelled',
          cancelledFrom: wasAccepted(state) ? 'accepted' : 'pending',
          holdRevision: state.holdRevision,
          settled: state.settled,
        };
      case 'TradeMarkedUrgent':
        return { ...state, isUrgent: true };
      case 'TradeScheduled':
        return { ...state, schedule: { at: event.data.at, place: event.data.place } };
      case 'TradeCompleted':
        return { ...proposedPart(state), status: 'completed', holdRevision: state.holdRevision, settled: state.settled };
      case 'TradeSettled':
        return state.status === 'completed' || state.status === 'cancelled' ? { ...state, settled: true } : state;
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ProposeTrade': {
        if (state.status !== 'none') return reject('conflict', tradeMessages.alreadyProposed);
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
        const trade = requireOpen(requireParty(state, command.actorId));
        if (trade.status !== 'pending') return reject('conflict', tradeMessages.counterOnlyPending);
        const amountCents = command.amountCents ?? trade.amountCents;
        const terms = command.terms ?? trade.terms;
        if (amountCents === trade.amountCents && terms === trade.terms) return reject('invalid', tradeMessages.counterUnchanged);
        return [
          {
            type: 'TradeCountered',
            data: {
              tradeId: trade.deal.tradeId,
              by: command.actorId,
              amountCents,
              terms,
              awaiting: otherParty(trade.deal, command.actorId),
              counteredAt: command.now,
            },
          },
        ];
      }

      case 'AcceptTrade': {
        const trade = requireOpen(requireParty(state, command.actorId));
        if (trade.status !== 'pending') return reject('conflict', tradeMessages.alreadyAccepted);
        // Whoever made the latest proposal waits for the other member to agree to it.
        if (trade.awaiting !== command.actorId) return reject('forbidden', tradeMessages.notYourTurn);
        return [
          {
            type: 'TradeAccepted',
            data: {
              tradeId: trade.deal.tradeId,
              by: command.actorId,
              payerId: trade.deal.payerId,
              amountCents: trade.amountCents,
              holdRevision: trade.amountCents > 0 ? command.revision : null,
              acceptedAt: command.now,
            },
          },
        ];
      }

      case 'DeclineTrade': {
        const trade = requireOpen(requireParty(state, command.actorId));
        if (trade.status !== 'pending') return reject('conflict', tradeMessages.declineAccepted);
        return [{ type: 'TradeDeclined', data: { tradeId: trade.deal.tradeId, by: command.actorId, declinedAt: command.now } }];
      }

      case 'CancelTrade': {
        const trade = requireOpen(requireParty(state, command.actorId));
        return [
          {
            type: 'TradeCancelled',
            data: {
              tradeId: trade.deal.tradeId,
              by: command.actorId,
              reason: command.reason,
              holdToRelease: trade.holdRevision !== null,
              cancelledAt: command.now,
            },
          },
        ];
      }

      case 'MarkUrgent': {
        const trade = requireOpen(requireParty(state, command.actorId));
        if (trade.isUrgent) return [];
        return [{ type: 'TradeMarkedUrgent', data: { tradeId: trade.deal.tradeId, by: command.actorId, markedAt: command.now } }];
      }

      case 'ScheduleTrade': {
        const trade = requireOpen(requireParty(state, command.actorId));
        if (Date.parse(command.at) <= Date.parse(command.now)) return reject('invalid', tradeMessages.scheduleInPast);
        const { schedule } = trade;
        if (schedule && Date.parse(schedule.at) === Date.parse(command.at) && schedule.place === command.place) return [];
        return [
          {
            type: 'TradeScheduled',
            data: { tradeId: trade.deal.tradeId, by: command.actorId, at: command.at, place: command.place, scheduledAt: command.now },
          },
        ];
      }

      case 'CompleteTrade': {
        const trade = requireOpen(requireParty(state, command.actorId));
        if (trade.status !== 'accepted') return reject('conflict', tradeMessages.completeNotAccepted);
        return [{ type: 'TradeCompleted', data: { tradeId: trade.deal.tradeId, by: command.actorId, completedAt: command.now } }];
      }

      case 'SettleTrade': {
        if (state.status === 'none') return reject('not_found', tradeMessages.notFound);
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

      default:
        return exhaustive(command);
    }
  },
};
