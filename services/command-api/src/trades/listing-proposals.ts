import type { ListingProposalEvent, TradeEvent } from '@barteraid/events';
import { tradesMessages } from '@barteraid/events/messages/trades';
import { exhaustive, reject, type Decider } from '../decider';

/**
 * One member's proposals on one listing: their latest trade there and whether it still waits for
 * an answer. Folded from `listing_proposals-<listingId>-<memberId>` and then the latest trade's
 * own stream (events of other trades change nothing).
 */
export interface ListingProposalsState {
  latest: { tradeId: string; pending: boolean } | null;
}

export type ListingProposalsCommand = { type: 'OpenProposal'; listingId: string; memberId: string; tradeId: string; now: string };

export const listingProposalMessages = {
  /** 409: one pending proposal per member and listing, so an owner is not flooded by one member. */
  pending: tradesMessages.message('proposalPending'),
} as const;

/** A trade leaves pending when it is accepted, declined or cancelled (completion comes after acceptance). */
function pendingAfter(event: TradeEvent, pending: boolean): boolean {
  switch (event.type) {
    case 'TradeProposed':
      return true;
    case 'TradeAccepted':
    case 'TradeDeclined':
    case 'TradeCancelled':
    case 'TradeCompleted':
      return false;
    case 'TradeCountered':
    case 'TradeMarkedUrgent':
    case 'TradeScheduled':
    case 'TradeDelivered':
    case 'TradeReleaseReminded':
    case 'TradeDisputed':
    case 'TradeDisputeDecided':
    case 'TradeSettled':
      return pending;
    default:
      return exhaustive(event, pending);
  }
}

/** At most one pending proposal per member and listing: another comes once the last is answered or called off. */
export const listingProposalsDecider: Decider<ListingProposalsCommand, ListingProposalsState, ListingProposalEvent | TradeEvent> = {
  initialState: { latest: null },

  evolve(state, event) {
    if (event.type === 'ListingProposalOpened') return { latest: { tradeId: event.data.tradeId, pending: true } };
    if (!state.latest || event.data.tradeId !== state.latest.tradeId) return state;
    return { latest: { ...state.latest, pending: pendingAfter(event, state.latest.pending) } };
  },

  decide(command, state) {
    if (state.latest?.pending) return reject('conflict', listingProposalMessages.pending);
    return [
      {
        type: 'ListingProposalOpened',
        data: { listingId: command.listingId, memberId: command.memberId, tradeId: command.tradeId, proposedAt: command.now },
      },
    ];
  },
};
