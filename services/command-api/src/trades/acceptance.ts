import { ledgerEvents, type LedgerEvent, type TradeEvent } from '@barteraid/events';
import { CommandRejected, exhaustive, reject, type Decider } from '../decider';
import { ledgerDecider, type LedgerState } from '../credits/ledger';
import { tradesMessages } from '@barteraid/events/messages/trades';
import { tradeDecider, tradeMessages, type TradeState } from './trade';

export const changedWhileAccepting = tradesMessages.message('changedWhileAccepting');

/** A proposal or counter-offer: the deal as it stood from the trade revision it was made at. */
interface Offer {
  revision: number;
  amountCents: number;
  terms: string;
  awaiting: string;
}

/**
 * What an acceptance is decided on: the trade (with the revision of its stream's last event, -1
 * before the first), the offers made on it and the revision its acceptance was decided on, and
 * the payer's ledger (left empty for a trade without credits, which holds nothing).
 */
export interface AcceptanceState {
  trade: TradeState;
  revision: number;
  offers: Offer[];
  acceptedOn: number | null;
  ledger: LedgerState;
}

/**
 * Accepting the trade at `seenRevision`: the revision this acceptance was first decided on, the
 * deal the member saw. When another writer got in first, the acceptance is decided again on the
 * fresh streams with the same `seenRevision`.
 */
export type AcceptanceCommand = { type: 'AcceptTrade'; actorId: string; seenRevision: number; now: string };

/** The two streams an acceptance reads and writes: the trade's and the payer's ledger. */
export type AcceptanceEvent = TradeEvent | LedgerEvent;

const ledgerTypes = new Set<string>(ledgerEvents.map((definition) => definition.type));

export const isLedgerEvent = (event: AcceptanceEvent): event is LedgerEvent => ledgerTypes.has(event.type);

/** The offer standing at a revision of the trade. */
const offerAt = (offers: Offer[], revision: number): Offer | undefined => offers.findLast((offer) => offer.revision <= revision);

/** Only the schedule or urgency changed since the member saw the trade: the deal they saw still stands. */
function sameDeal(state: AcceptanceState, seenRevision: number): boolean {
  const seen = offerAt(state.offers, seenRevision);
  const { trade } = state;
  return (
    trade.status === 'pending' &&
    seen !== undefined &&
    trade.amountCents === seen.amountCents &&
    trade.terms === seen.terms &&
    trade.awaiting === seen.awaiting
  );
}

/** The payer's hold; when the acceptor is not the payer, a refusal does not tell them the payer's balance. */
function holdFor(actorId: string, payerId: string, hold: () => LedgerEvent[]): LedgerEvent[] {
  try {
    return hold();
  } catch (error) {
    if (actorId !== payerId && error instanceof CommandRejected && error.kind === 'conflict') return reject('conflict', tradeMessages.otherCannotPay);
    throw error;
  }
}

/**
 * Accepting a proposal: TradeAccepted on the trade and, for a trade with credits, CreditsHeld on
 * the payer's ledger (named by the trade revision it is decided on), appended together.
 * - The trade changed since the member saw it: if only its schedule or urgency did, the fresh
 *   version is accepted; if this very acceptance was written meanwhile (the same request twice),
 *   nothing more is; otherwise it is refused and the member reviews the trade.
 * - The payer cannot cover the amount: refused, saying what they have when the payer accepts, and
 *   only that the other member cannot pay when they do not.
 */
export const acceptanceDecider: Decider<AcceptanceCommand, AcceptanceState, AcceptanceEvent> = {
  initialState: { trade: tradeDecider.initialState, revision: -1, offers: [], acceptedOn: null, ledger: ledgerDecider.initialState },

  evolve(state, event) {
    if (isLedgerEvent(event)) return { ...state, ledger: ledgerDecider.evolve(state.ledger, event) };
    const trade = tradeDecider.evolve(state.trade, event);
    const revision = state.revision + 1;
    switch (event.type) {
      case 'TradeProposed':
      case 'TradeCountered':
        return trade.status === 'pending'
          ? { ...state, trade, revision, offers: [...state.offers, { revision, amountCents: trade.amountCents, terms: trade.terms, awaiting: trade.awaiting }] }
          : { ...state, trade, revision };
      // Appended expecting the revision it was decided on, so it follows that revision directly.
      case 'TradeAccepted':
        return { ...state, trade, revision, acceptedOn: state.revision };
      case 'TradeDeclined':
      case 'TradeCancelled':
      case 'TradeMarkedUrgent':
      case 'TradeScheduled':
      case 'TradeDelivered':
      case 'TradeReleaseReminded':
      case 'TradeCompleted':
      case 'TradeDisputed':
      case 'TradeDisputeDecided':
      case 'TradeSettled':
        return { ...state, trade, revision };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AcceptTrade': {
        const { trade, revision } = state;
        if (trade.status === 'none') return reject('not_found', tradeMessages.notFound);
        if (revision !== command.seenRevision && !sameDeal(state, command.seenRevision)) {
          if (state.acceptedOn === command.seenRevision) return [];
          return reject('conflict', changedWhileAccepting);
        }
        const accepted = tradeDecider.decide({ type: 'AcceptTrade', actorId: command.actorId, revision, now: command.now }, trade);
        if (trade.amountCents <= 0) return accepted;
        const { deal, amountCents } = trade;
        const held = holdFor(command.actorId, deal.payerId, () =>
          ledgerDecider.decide(
            { type: 'HoldCredits', memberId: deal.payerId, tradeId: deal.tradeId, tradeRevision: revision, tradeTitle: deal.listingTitle, amountCents, now: command.now },
            state.ledger,
          ),
        );
        return [...held, ...accepted];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
