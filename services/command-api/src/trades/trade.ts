import { DISPUTE_LIMITS, DISPUTE_WINDOW_MS, formatCents, type ListingType, type TradeEvent, type TradeStatus } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { tradesMessages as texts } from '@barteraid/events/messages/trades';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { ledgerMessages } from '@barteraid/events/messages/ledger';
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

/** The payee said they delivered: the held credits are released by the payer or, at `releaseDueAt`, by the rule. */
export interface TradeDelivery {
  deliveredAt: string;
  releaseDueAt: string;
  reminded: boolean;
}

/** A dispute on the trade; while `open` over held credits, they are frozen. */
export interface TradeDispute {
  disputeId: string;
  open: boolean;
}

/** What every proposed trade has, whatever became of it. */
interface ProposedTrade {
  deal: TradeDeal;
  amountCents: number;
  terms: string;
  isUrgent: boolean;
  schedule: TradeSchedule | null;
  delivery: TradeDelivery | null;
  dispute: TradeDispute | null;
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
  /** `payoutCents`: what settlement pays the payee — all of it, or what an administrator decided in a dispute. */
  | (ProposedTrade & { status: 'completed'; completedAt: string; payoutCents: number; holdRevision: number | null; settled: boolean })
  | (ProposedTrade & { status: 'declined'; holdRevision: null; settled: false })
  /** Cancelled while pending (no hold) or after acceptance (its hold, if any, goes back at settlement). */
  | (ProposedTrade & { status: 'cancelled'; cancelledFrom: 'pending' | 'accepted'; holdRevision: number | null; settled: boolean });

/** A trade that was proposed: any status but none. */
export type ExistingTrade = Exclude<TradeState, { status: 'none' }>;

/** Whether the trade was ever accepted (it may have been completed or cancelled since). */
export const wasAccepted = (state: TradeState): boolean =>
  state.status === 'accepted' || state.status === 'completed' || (state.status === 'cancelled' && state.cancelledFrom === 'accepted');

/** The proposed part of a trade's state, kept as a trade moves from status to status. */
const proposedPart = ({ deal, amountCents, terms, isUrgent, schedule, delivery, dispute }: ExistingTrade): ProposedTrade => ({
  deal,
  amountCents,
  terms,
  isUrgent,
  schedule,
  delivery,
  dispute,
});

export type TradeCommand =
  /** `initiatorAvailableCents`: what the initiator could pay now (balance + credit line − holds), from their ledger. */
  | {
      type: 'ProposeTrade';
      tradeId: string;
      initiatorId: string;
      listing: ListingFacts | null;
      amountCents: number;
      terms: string;
      initiatorAvailableCents: number;
      now: string;
    }
  | { type: 'CounterTrade'; actorId: string; amountCents: number | null; terms: string | null; now: string }
  /** `revision` is the trade revision the acceptance was decided on; it names the escrow hold. */
  | { type: 'AcceptTrade'; actorId: string; revision: number; now: string }
  | { type: 'DeclineTrade'; actorId: string; now: string }
  | { type: 'CancelTrade'; actorId: string; reason: string | null; now: string }
  | { type: 'MarkUrgent'; actorId: string; now: string }
  | { type: 'ScheduleTrade'; actorId: string; at: string; place: string; now: string }
  /** The payer confirms receipt (completes); the payee says delivered, which starts the release period. */
  | { type: 'CompleteTrade'; actorId: string; now: string; releaseAfterMs: number }
  /** The rule, not a person: completes a delivered trade whose release period has passed. */
  | { type: 'ReleaseTrade'; now: string }
  /** Tells both members, once, that the held credits are released within `withinMs`. */
  | { type: 'RemindRelease'; now: string; withinMs: number }
  /** A party asks an administrator to decide: while held, or within the window after completion. */
  | { type: 'DisputeTrade'; actorId: string; disputeId: string; now: string }
  /** An administrator's decision on a dispute over held credits: `payeeCents` to the payee, the rest back. */
  | { type: 'DecideTradeDispute'; adminId: string; disputeId: string; payeeCents: number; now: string }
  | { type: 'SettleTrade'; now: string };

/** The release period after delivery, from `AUTO_RELEASE_DAYS`. */
export const releasePeriodMs = (days: number): number => days * 86_400_000;

/** How long before an automatic release both members are reminded of it. */
export const RELEASE_REMINDER_MS = 24 * 3_600_000;

/** What members read, from the trades catalogue (`events/src/messages/trades.ts`). */
export const tradeMessages = {
  notFound: texts.message('notFound'),
  listingNotFound: listingsMessages.message('notFound'),
  listingInactive: texts.message('listingInactive'),
  selfTrade: texts.message('selfTrade'),
  alreadyProposed: texts.message('alreadyProposed'),
  closed: (status: TradeStatus) => texts.message('closed', { status }),
  alreadyAccepted: texts.message('alreadyAccepted'),
  notYourTurn: texts.message('notYourTurn'),
  counterOnlyPending: texts.message('counterOnlyPending'),
  counterUnchanged: texts.message('counterUnchanged'),
  declineAccepted: texts.message('declineAccepted'),
  completeNotAccepted: texts.message('completeNotAccepted'),
  scheduleInPast: texts.message('scheduleInPast'),
  notSettleable: texts.message('notSettleable'),
  disputeFrozen: texts.message('disputeFrozen'),
  alreadyDisputed: texts.message('alreadyDisputed'),
  disputeTooLate: texts.message('disputeTooLate', { days: DISPUTE_LIMITS.afterCompletionDays }),
  disputeNotHeld: texts.message('disputeNotHeld'),
  noOpenDispute: texts.message('noOpenDispute'),
  /** Within the line: how much may be spent; past it (a line that shrank): that nothing may, until back within it. */
  proposerCannotPay: (availableCents: number) =>
    availableCents < 0
      ? ledgerMessages.message('pastCreditLine', { over: formatCents(-availableCents) })
      : texts.message('proposerCannotPay', { available: formatCents(availableCents) }),
  /** The acceptor is not the payer: the payer's balance is theirs to know, not the acceptor's. */
  otherCannotPay: texts.message('otherCannotPay'),
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
      return {
        status: 'pending',
        deal,
        amountCents,
        terms,
        isUrgent: false,
        schedule: null,
        delivery: null,
        dispute: null,
        awaiting: deal.recipientId,
        holdRevision: null,
        settled: false,
      };
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
      case 'TradeDelivered':
        return { ...state, delivery: { deliveredAt: event.data.deliveredAt, releaseDueAt: event.data.releaseDueAt, reminded: false } };
      case 'TradeReleaseReminded':
        return state.delivery ? { ...state, delivery: { ...state.delivery, reminded: true } } : state;
      case 'TradeCompleted':
        return {
          ...proposedPart(state),
          status: 'completed',
          completedAt: event.data.completedAt,
          payoutCents: state.amountCents,
          holdRevision: state.holdRevision,
          settled: state.settled,
        };
      case 'TradeDisputed':
        return { ...state, dispute: { disputeId: event.data.disputeId, open: true } };
      case 'TradeDisputeDecided': {
        if (state.status !== 'accepted') return state;
        const closed = { ...proposedPart(state), dispute: { disputeId: event.data.disputeId, open: false } };
        return event.data.payeeCents > 0
          ? { ...closed, status: 'completed', completedAt: event.data.decidedAt, payoutCents: event.data.payeeCents, holdRevision: state.holdRevision, settled: false }
          : { ...closed, status: 'cancelled', cancelledFrom: 'accepted', holdRevision: state.holdRevision, settled: false };
      }
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
        // A payer who could not pay even now is told at once, not when the other member accepts.
        if (initiatorPays && command.amountCents > command.initiatorAvailableCents) {
          return reject('conflict', tradeMessages.proposerCannotPay(command.initiatorAvailableCents));
        }
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
        if (trade.dispute?.open) return reject('conflict', tradeMessages.disputeFrozen);
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
        if (trade.dispute?.open) return reject('conflict', tradeMessages.disputeFrozen);
        const { tradeId, payerId } = trade.deal;
        // Only the member whose credits are held can let them go.
        if (command.actorId === payerId) {
          return [{ type: 'TradeCompleted', data: { tradeId, by: command.actorId, release: 'payer_confirmed', completedAt: command.now } }];
        }
        // The payee's Mark Complete means "delivered"; saying it twice changes nothing.
        if (trade.delivery) return [];
        const releaseDueAt = new Date(Date.parse(command.now) + command.releaseAfterMs).toISOString();
        return [{ type: 'TradeDelivered', data: { tradeId, by: command.actorId, deliveredAt: command.now, releaseDueAt } }];
      }

      case 'ReleaseTrade': {
        if (state.status === 'none') return reject('not_found', tradeMessages.notFound);
        // Confirmed, cancelled or not delivered yet: nothing for the rule to do (a late or repeated run is harmless).
        // A dispute freezes the held credits: the rule waits for the administrator.
        if (state.status !== 'accepted' || !state.delivery || state.dispute?.open) return [];
        if (Date.parse(command.now) < Date.parse(state.delivery.releaseDueAt)) return [];
        return [{ type: 'TradeCompleted', data: { tradeId: state.deal.tradeId, by: null, release: 'auto_release', completedAt: command.now } }];
      }

      case 'RemindRelease': {
        if (state.status === 'none') return reject('not_found', tradeMessages.notFound);
        if (state.status !== 'accepted' || !state.delivery || state.delivery.reminded || state.dispute?.open) return [];
        const due = Date.parse(state.delivery.releaseDueAt);
        const now = Date.parse(command.now);
        if (now < due - command.withinMs || now >= due) return [];
        return [{ type: 'TradeReleaseReminded', data: { tradeId: state.deal.tradeId, releaseDueAt: state.delivery.releaseDueAt, remindedAt: command.now } }];
      }

      case 'SettleTrade': {
        if (state.status === 'none') return reject('not_found', tradeMessages.notFound);
        if (state.settled) return [];
        const { tradeId } = state.deal;
        if (state.status === 'completed') {
          return [{ type: 'TradeSettled', data: { tradeId, outcome: 'paid', amountCents: state.payoutCents, settledAt: command.now } }];
        }
        if (state.status === 'cancelled' && state.holdRevision !== null) {
          return [{ type: 'TradeSettled', data: { tradeId, outcome: 'returned', amountCents: state.amountCents, settledAt: command.now } }];
        }
        return reject('conflict', tradeMessages.notSettleable);
      }

      case 'DisputeTrade': {
        const trade = requireParty(state, command.actorId);
        if (trade.dispute) return reject('conflict', tradeMessages.alreadyDisputed);
        const base = { tradeId: trade.deal.tradeId, disputeId: command.disputeId, by: command.actorId, disputedAt: command.now };
        if (trade.status === 'accepted') return [{ type: 'TradeDisputed', data: { ...base, stage: 'held' } }];
        if (trade.status === 'completed') {
          if (Date.parse(command.now) > Date.parse(trade.completedAt) + DISPUTE_WINDOW_MS) return reject('conflict', tradeMessages.disputeTooLate);
          return [{ type: 'TradeDisputed', data: { ...base, stage: 'completed' } }];
        }
        return reject('conflict', tradeMessages.disputeNotHeld);
      }

      case 'DecideTradeDispute': {
        if (state.status !== 'accepted' || state.dispute?.disputeId !== command.disputeId || !state.dispute.open) {
          return reject('conflict', tradeMessages.noOpenDispute);
        }
        if (command.payeeCents < 0 || command.payeeCents > state.amountCents) return reject('invalid', tradeMessages.noOpenDispute);
        return [
          {
            type: 'TradeDisputeDecided',
            data: { tradeId: state.deal.tradeId, disputeId: command.disputeId, decidedBy: command.adminId, payeeCents: command.payeeCents, decidedAt: command.now },
          },
        ];
      }

      default:
        return exhaustive(command);
    }
  },
};
