import { formatCents, type DisputeEvent, type DisputeOutcome, type DisputeStage } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { disputesMessages } from '@barteraid/events/messages/disputes';

/** What a dispute is about, fixed when it is opened. */
export interface DisputeFacts {
  disputeId: string;
  tradeId: string;
  openedBy: string;
  payerId: string;
  payeeId: string;
  listingTitle: string;
  stage: DisputeStage;
  amountCents: number;
  openedAt: string;
}

export type DisputeState =
  | { status: 'none' }
  | { status: 'open'; facts: DisputeFacts }
  | { status: 'decided'; facts: DisputeFacts; outcome: DisputeOutcome; payeeCents: number; payerCents: number; decidedBy: string; decidedAt: string };

/** The trade as a dispute needs it: its parties, what was held or paid, and where it stands. */
export type DisputedTrade = Omit<DisputeFacts, 'disputeId' | 'openedBy' | 'openedAt'>;

export type DisputeCommand =
  | { type: 'OpenDispute'; disputeId: string; actorId: string; trade: DisputedTrade; reason: string; evidence: string[]; now: string }
  | { type: 'PostDisputeMessage'; messageId: string; actorId: string; isAdmin: boolean; body: string; now: string }
  /** `payeeCents`/`payerCents` are read only for a split; release and return give everything to one side. */
  | { type: 'DecideDispute'; adminId: string; outcome: DisputeOutcome; payeeCents: number; payerCents: number; note: string; now: string };

export const disputeMessages = {
  notFound: disputesMessages.message('notFound'),
  alreadyOpen: disputesMessages.message('alreadyOpen'),
  alreadyDecided: disputesMessages.message('alreadyDecided'),
  splitTotal: (amountCents: number) => disputesMessages.message('splitTotal', { amount: formatCents(amountCents) }),
} as const;

const isParty = (facts: DisputeFacts, memberId: string) => facts.payerId === memberId || facts.payeeId === memberId;

/** Who gets what: everything to one side, or the administrator's split of exactly the amount at stake. */
function shares(command: Extract<DisputeCommand, { type: 'DecideDispute' }>, amountCents: number): { payeeCents: number; payerCents: number } {
  switch (command.outcome) {
    case 'release':
      return { payeeCents: amountCents, payerCents: 0 };
    case 'return':
      return { payeeCents: 0, payerCents: amountCents };
    case 'split': {
      const { payeeCents, payerCents } = command;
      if (payeeCents <= 0 || payerCents <= 0 || payeeCents + payerCents !== amountCents) return reject('invalid', disputeMessages.splitTotal(amountCents));
      return { payeeCents, payerCents };
    }
    default:
      return exhaustive(command.outcome);
  }
}

/** One trade's dispute: opened by a party, discussed in its thread, decided once by an administrator. */
export const disputeDecider: Decider<DisputeCommand, DisputeState, DisputeEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'DisputeOpened': {
        const { disputeId, tradeId, openedBy, payerId, payeeId, listingTitle, stage, amountCents, openedAt } = event.data;
        return { status: 'open', facts: { disputeId, tradeId, openedBy, payerId, payeeId, listingTitle, stage, amountCents, openedAt } };
      }
      case 'DisputeMessagePosted':
        return state;
      case 'DisputeDecided':
        return state.status === 'none'
          ? state
          : {
              status: 'decided',
              facts: state.facts,
              outcome: event.data.outcome,
              payeeCents: event.data.payeeCents,
              payerCents: event.data.payerCents,
              decidedBy: event.data.decidedBy,
              decidedAt: event.data.decidedAt,
            };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenDispute': {
        if (state.status !== 'none') return reject('conflict', disputeMessages.alreadyOpen);
        const { trade } = command;
        return [
          {
            type: 'DisputeOpened',
            data: {
              disputeId: command.disputeId,
              tradeId: trade.tradeId,
              openedBy: command.actorId,
              payerId: trade.payerId,
              payeeId: trade.payeeId,
              listingTitle: trade.listingTitle,
              stage: trade.stage,
              amountCents: trade.amountCents,
              reason: command.reason,
              evidence: command.evidence,
              openedAt: command.now,
            },
          },
        ];
      }

      case 'PostDisputeMessage': {
        // Strangers learn nothing, not even that there is a dispute.
        if (state.status === 'none' || (!command.isAdmin && !isParty(state.facts, command.actorId))) return reject('not_found', disputeMessages.notFound);
        const { disputeId, tradeId } = state.facts;
        return [
          {
            type: 'DisputeMessagePosted',
            data: { disputeId, tradeId, messageId: command.messageId, by: command.actorId, byAdmin: command.isAdmin, body: command.body, postedAt: command.now },
          },
        ];
      }

      case 'DecideDispute': {
        if (state.status === 'none') return reject('not_found', disputeMessages.notFound);
        if (state.status === 'decided') return reject('conflict', disputeMessages.alreadyDecided);
        const { disputeId, tradeId, amountCents } = state.facts;
        const { payeeCents, payerCents } = shares(command, amountCents);
        return [
          {
            type: 'DisputeDecided',
            data: { disputeId, tradeId, decidedBy: command.adminId, outcome: command.outcome, payeeCents, payerCents, note: command.note, decidedAt: command.now },
          },
        ];
      }

      default:
        return exhaustive(command);
    }
  },
};
