import type { TradeEvent } from '@barteraid/events';
import { exhaustive, type Decider } from '../decider';

/** The two members of a trade and who pays whom: fixed when the trade is proposed. */
export interface TradeParties {
  tradeId: string;
  initiatorId: string;
  recipientId: string;
  payerId: string;
  payeeId: string;
}

/**
 * What references need to know about a trade, folded from the trade's own events
 * (`trade-<id>`): whether it exists, who its parties are and when it was completed.
 */
export type ReferencedTrade =
  | { status: 'none' }
  /** Proposed, and not completed (pending, accepted, delivered, declined or cancelled). */
  | (TradeParties & { status: 'not_completed' })
  | (TradeParties & { status: 'completed'; completedAt: string });

/** Folds a trade stream into the facts above; it decides nothing, so it has no commands. */
export const referencedTrade: Pick<Decider<never, ReferencedTrade, TradeEvent>, 'initialState' | 'evolve'> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'TradeProposed': {
        const { tradeId, initiatorId, recipientId, payerId, payeeId } = event.data;
        return { status: 'not_completed', tradeId, initiatorId, recipientId, payerId, payeeId };
      }
      case 'TradeCompleted':
        // Completion time is the one the trade recorded, whoever (or whichever rule) completed it.
        return state.status === 'none' ? state : { ...partiesOf(state), status: 'completed', completedAt: event.data.completedAt };
      case 'TradeDisputeDecided':
        // An administrator's decision that gives the payee something completes the held trade then; nothing for the payee cancels it.
        return state.status === 'not_completed' && event.data.payeeCents > 0
          ? { ...partiesOf(state), status: 'completed', completedAt: event.data.decidedAt }
          : state;
      // Nothing else changes who the parties are or whether (and when) the trade was completed: a
      // dispute freezes held credits or questions a completed trade, and only its decision can complete.
      case 'TradeCountered':
      case 'TradeAccepted':
      case 'TradeDeclined':
      case 'TradeCancelled':
      case 'TradeMarkedUrgent':
      case 'TradeScheduled':
      case 'TradeDelivered':
      case 'TradeReleaseReminded':
      case 'TradeDisputed':
      case 'TradeSettled':
        return state;
      default:
        return exhaustive(event, state);
    }
  },
};

const partiesOf = ({ tradeId, initiatorId, recipientId, payerId, payeeId }: TradeParties): TradeParties => ({
  tradeId,
  initiatorId,
  recipientId,
  payerId,
  payeeId,
});

export const isParty = (trade: TradeParties, memberId: string): boolean => trade.initiatorId === memberId || trade.recipientId === memberId;

export const otherParty = (trade: TradeParties, memberId: string): string => (trade.initiatorId === memberId ? trade.recipientId : trade.initiatorId);
