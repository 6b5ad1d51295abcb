import { formatCents, WELCOME_BONUS_CENTS, type holdReleaseReasons, type LedgerEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { ledgerMessages } from '@barteraid/events/messages/ledger';
import { tradesMessages } from '@barteraid/events/messages/trades';

/** Credits held in escrow for one acceptance of a trade (see CreditsHeld). */
export interface Hold {
  tradeId: string;
  tradeRevision: number;
  tradeTitle: string;
  amountCents: number;
}

export interface LedgerState {
  balanceCents: number;
  heldCents: number;
  welcomed: boolean;
  /** Holds not yet released or paid out. */
  holds: Hold[];
  /** `tradeId@revision` of every hold that was ever released or paid: such a hold is never placed again. */
  closedHolds: string[];
  /** Trades this member has paid (payer side) or been paid for (payee side): settlement moves credits once. */
  paidTrades: string[];
  receivedTrades: string[];
  /** Disputes whose refund this ledger took (payee) or got (payer): a refund moves once. */
  refundedDisputes: string[];
}

export type HoldReleaseReason = (typeof holdReleaseReasons)[number];

export type LedgerCommand =
  | { type: 'GrantWelcomeBonus'; memberId: string; now: string }
  | {
      type: 'GrantCredits';
      memberId: string;
      amountCents: number;
      reason: string;
      description: string;
      grantedBy: string | null;
      now: string;
    }
  | { type: 'DebitCredits'; memberId: string; amountCents: number; reason: string; description: string; now: string }
  | {
      type: 'HoldCredits';
      memberId: string;
      tradeId: string;
      tradeRevision: number;
      tradeTitle: string;
      amountCents: number;
      now: string;
    }
  /** Releases the trade's hold of that revision, or every hold of the trade when tradeRevision is null. */
  | {
      type: 'ReleaseHold';
      memberId: string;
      tradeId: string;
      tradeRevision: number | null;
      reason: HoldReleaseReason;
      now: string;
    }
  | {
      type: 'PayEscrow';
      memberId: string;
      tradeId: string;
      tradeRevision: number;
      payeeId: string;
      amountCents: number;
      description: string;
      now: string;
    }
  /** A split dispute: the trade's hold keeps only `toCents` (paid to the payee), the rest is available again. */
  | { type: 'ReduceHold'; memberId: string; tradeId: string; tradeRevision: number; toCents: number; disputeId: string; now: string }
  /** A dispute over a completed trade, payee side: takes up to `requestedCents` of what is available. */
  | { type: 'TakeDisputeRefund'; memberId: string; disputeId: string; tradeId: string; payerId: string; requestedCents: number; description: string; now: string }
  /** The payer side: exactly what was taken. */
  | { type: 'GiveDisputeRefund'; memberId: string; disputeId: string; tradeId: string; payeeId: string; amountCents: number; description: string; now: string }
  | {
      type: 'ReceiveEscrow';
      memberId: string;
      tradeId: string;
      payerId: string;
      amountCents: number;
      description: string;
      now: string;
    };

export const availableCents = (state: LedgerState) => state.balanceCents - state.heldCents;

export const holdKey = (tradeId: string, tradeRevision: number) => `${tradeId}@${tradeRevision}`;

export const insufficientCredits = (availableCentsValue: number, neededCents: number) =>
  ledgerMessages.message('insufficientCredits', { available: formatCents(availableCentsValue), needed: formatCents(neededCents) });

/** The escrow was set up wrongly; settlement must stop and be looked at rather than invent credits. */
export class EscrowInvariantError extends Error {
  override name = 'EscrowInvariantError';
}

function withoutHold(state: LedgerState, tradeId: string, tradeRevision: number): LedgerState {
  const hold = state.holds.find((each) => each.tradeId === tradeId && each.tradeRevision === tradeRevision);
  if (!hold) return state;
  return {
    ...state,
    heldCents: state.heldCents - hold.amountCents,
    holds: state.holds.filter((each) => each !== hold),
    closedHolds: [...state.closedHolds, holdKey(tradeId, tradeRevision)],
  };
}

function releaseEvents(memberId: string, holds: Hold[], reason: HoldReleaseReason, now: string): LedgerEvent[] {
  return holds.map((hold) => ({
    type: 'HoldReleased',
    data: {
      memberId,
      tradeId: hold.tradeId,
      tradeRevision: hold.tradeRevision,
      tradeTitle: hold.tradeTitle,
      amountCents: hold.amountCents,
      reason,
      releasedAt: now,
    },
  }));
}

/** A member's ledger: every credit that moves in or out of their balance, and every escrow hold on it. */
export const ledgerDecider: Decider<LedgerCommand, LedgerState, LedgerEvent> = {
  initialState: {
    balanceCents: 0,
    heldCents: 0,
    welcomed: false,
    holds: [],
    closedHolds: [],
    paidTrades: [],
    receivedTrades: [],
    refundedDisputes: [],
  },
  evolve(state, event) {
    switch (event.type) {
      case 'WelcomeBonusGranted':
        return { ...state, welcomed: true, balanceCents: state.balanceCents + event.data.amountCents };
      case 'CreditsGranted':
        return { ...state, balanceCents: state.balanceCents + event.data.amountCents };
      case 'CreditsDebited':
        return { ...state, balanceCents: state.balanceCents - event.data.amountCents };
      case 'CreditsHeld': {
        const { tradeId, tradeRevision, tradeTitle, amountCents } = event.data;
        return {
          ...state,
          heldCents: state.heldCents + amountCents,
          holds: [...state.holds, { tradeId, tradeRevision, tradeTitle, amountCents }],
        };
      }
      case 'HoldReleased':
        return withoutHold(state, event.data.tradeId, event.data.tradeRevision);
      case 'EscrowPaid': {
        const released = withoutHold(state, event.data.tradeId, event.data.tradeRevision);
        return {
          ...released,
          balanceCents: released.balanceCents - event.data.amountCents,
          paidTrades: [...released.paidTrades, event.data.tradeId],
        };
      }
      case 'EscrowReceived':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          receivedTrades: [...state.receivedTrades, event.data.tradeId],
        };
      case 'HoldReduced': {
        const { tradeId, tradeRevision, remainingCents, amountCents } = event.data;
        return {
          ...state,
          heldCents: state.heldCents - amountCents,
          holds: state.holds.map((hold) =>
            hold.tradeId === tradeId && hold.tradeRevision === tradeRevision ? { ...hold, amountCents: remainingCents } : hold,
          ),
        };
      }
      case 'DisputeRefundTaken':
        return {
          ...state,
          balanceCents: state.balanceCents - event.data.amountCents,
          refundedDisputes: [...state.refundedDisputes, event.data.disputeId],
        };
      case 'DisputeRefundGiven':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          refundedDisputes: [...state.refundedDisputes, event.data.disputeId],
        };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'GrantWelcomeBonus':
        if (state.welcomed) return [];
        return [
          { type: 'WelcomeBonusGranted', data: { memberId: command.memberId, amountCents: WELCOME_BONUS_CENTS, grantedAt: command.now } },
        ];
      case 'GrantCredits':
        if (command.amountCents <= 0) return reject('invalid', ledgerMessages.message('invalidAmount'));
        return [
          {
            type: 'CreditsGranted',
            data: {
              memberId: command.memberId,
              amountCents: command.amountCents,
              reason: command.reason,
              description: command.description,
              grantedBy: command.grantedBy,
              grantedAt: command.now,
            },
          },
        ];
      case 'DebitCredits':
        if (command.amountCents <= 0) return reject('invalid', ledgerMessages.message('invalidAmount'));
        if (availableCents(state) < command.amountCents)
          return reject('conflict', insufficientCredits(availableCents(state), command.amountCents));
        return [
          {
            type: 'CreditsDebited',
            data: {
              memberId: command.memberId,
              amountCents: command.amountCents,
              reason: command.reason,
              description: command.description,
              debitedAt: command.now,
            },
          },
        ];

      case 'HoldCredits': {
        const { memberId, tradeId, tradeRevision, tradeTitle, amountCents, now } = command;
        if (amountCents <= 0) return reject('invalid', ledgerMessages.message('holdNeedsAmount'));
        // The same acceptance asked twice (a retried request): the hold already stands.
        if (state.holds.some((hold) => hold.tradeId === tradeId && hold.tradeRevision === tradeRevision)) return [];
        if (state.closedHolds.includes(holdKey(tradeId, tradeRevision)))
          return reject('conflict', tradesMessages.message('changedWhileAccepting'));
        if (state.paidTrades.includes(tradeId)) return reject('conflict', ledgerMessages.message('alreadyPaid'));
        // A hold from an earlier acceptance attempt of this trade can no longer back it (the trade
        // was still pending at this later revision), so it is released in the same decision.
        const stale = state.holds.filter((hold) => hold.tradeId === tradeId && hold.tradeRevision < tradeRevision);
        const staleCents = stale.reduce((sum, hold) => sum + hold.amountCents, 0);
        const available = availableCents(state) + staleCents;
        if (available < amountCents) return reject('conflict', insufficientCredits(available, amountCents));
        return [
          ...releaseEvents(memberId, stale, 'superseded', now),
          { type: 'CreditsHeld', data: { memberId, tradeId, tradeRevision, tradeTitle, amountCents, heldAt: now } },
        ];
      }

      case 'ReleaseHold': {
        const holds = state.holds.filter(
          (hold) => hold.tradeId === command.tradeId && (command.tradeRevision === null || hold.tradeRevision === command.tradeRevision),
        );
        return releaseEvents(command.memberId, holds, command.reason, command.now);
      }

      case 'PayEscrow': {
        const { memberId, tradeId, tradeRevision, payeeId, amountCents, description, now } = command;
        if (state.paidTrades.includes(tradeId)) return [];
        const hold = state.holds.find((each) => each.tradeId === tradeId && each.tradeRevision === tradeRevision);
        if (!hold || hold.amountCents !== amountCents) {
          throw new EscrowInvariantError(`No hold of ${formatCents(amountCents)} for trade ${tradeId}@${tradeRevision} on ledger ${memberId}`);
        }
        // Any other hold of this trade is a leftover of an abandoned acceptance attempt.
        const leftovers = state.holds.filter((each) => each.tradeId === tradeId && each !== hold);
        return [
          { type: 'EscrowPaid', data: { memberId, tradeId, tradeRevision, payeeId, amountCents, description, paidAt: now } },
          ...releaseEvents(memberId, leftovers, 'superseded', now),
        ];
      }

      case 'ReduceHold': {
        const { memberId, tradeId, tradeRevision, toCents, disputeId, now } = command;
        if (state.paidTrades.includes(tradeId)) return [];
        const hold = state.holds.find((each) => each.tradeId === tradeId && each.tradeRevision === tradeRevision);
        if (!hold || toCents < 0) throw new EscrowInvariantError(`No hold to keep ${toCents} cents of for trade ${tradeId}@${tradeRevision} on ledger ${memberId}`);
        // Already reduced (a retried settlement): nothing more to free.
        if (hold.amountCents <= toCents) return [];
        return [
          {
            type: 'HoldReduced',
            data: {
              memberId,
              tradeId,
              tradeRevision,
              tradeTitle: hold.tradeTitle,
              amountCents: hold.amountCents - toCents,
              remainingCents: toCents,
              disputeId,
              reducedAt: now,
            },
          },
        ];
      }

      case 'TakeDisputeRefund': {
        const { memberId, disputeId, tradeId, payerId, requestedCents, description, now } = command;
        if (state.refundedDisputes.includes(disputeId)) return [];
        if (requestedCents < 0) return reject('invalid', ledgerMessages.message('refundNeedsAmount'));
        // Never below zero: what is not available is recorded as the shortfall for the administrator.
        const amountCents = Math.max(0, Math.min(requestedCents, availableCents(state)));
        return [
          {
            type: 'DisputeRefundTaken',
            data: { memberId, disputeId, tradeId, payerId, requestedCents, amountCents, shortfallCents: requestedCents - amountCents, description, takenAt: now },
          },
        ];
      }

      case 'GiveDisputeRefund': {
        const { memberId, disputeId, tradeId, payeeId, amountCents, description, now } = command;
        if (state.refundedDisputes.includes(disputeId)) return [];
        return [{ type: 'DisputeRefundGiven', data: { memberId, disputeId, tradeId, payeeId, amountCents, description, givenAt: now } }];
      }

      case 'ReceiveEscrow': {
        const { memberId, tradeId, payerId, amountCents, description, now } = command;
        if (state.receivedTrades.includes(tradeId)) return [];
        return [{ type: 'EscrowReceived', data: { memberId, tradeId, payerId, amountCents, description, receivedAt: now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
