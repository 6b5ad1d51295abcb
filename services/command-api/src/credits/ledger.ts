import { formatCents, WELCOME_BONUS_CENTS, type CreditLineReason, type holdReleaseReasons, type LedgerEvent, type ReliefEnding } from '@barteraid/events';
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

/** A time-boxed relief line an admin opened; it ends by itself at `endsAt`. */
export interface ReliefLine {
  reliefId: string;
  amountCents: number;
  endsAt: string;
}

/**
 * The inputs of the member's credit line, all from this ledger's own events (ARCHITECTURE.md,
 * "Credit lines"): the tier's part and the admins' defaults as the last CreditLineChanged gave
 * them, the relief lines open, and who paid this member and whom this member paid.
 */
export interface CreditLineState {
  tier: string | null;
  tierLineCents: number;
  ceilingCents: number | null;
  earnedStepCents: number;
  earnedCapCents: number;
  reliefs: ReliefLine[];
  /** Relief lines ever granted (open or ended): a grant retried with its id is not granted again. */
  reliefIds: string[];
  /** Distinct members who paid this member in a completed trade, and distinct members this member paid. */
  payers: string[];
  payees: string[];
}

export interface LedgerState {
  balanceCents: number;
  heldCents: number;
  welcomed: boolean;
  line: CreditLineState;
  /** The account was closed: its line is gone and any debt written off. */
  closed: boolean;
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

/** An admin lets a debit go past the member's line, saying why: recorded as CreditLineOverridden. */
export interface LineOverride {
  adminId: string;
  reason: string;
}

export type LedgerCommand =
  | { type: 'GrantWelcomeBonus'; memberId: string; now: string }
  /** The tier's part of the line and the admins' defaults, as the member's tier and standing give them now. */
  | {
      type: 'SetTierLine';
      memberId: string;
      tier: string | null;
      tierLineCents: number;
      ceilingCents: number | null;
      earnedStepCents: number;
      earnedCapCents: number;
      reason: Extract<CreditLineReason, 'tier' | 'policy' | 'suspended'>;
      changedBy: string | null;
      now: string;
    }
  | {
      type: 'GrantReliefLine';
      memberId: string;
      reliefId: string;
      amountCents: number;
      reason: string;
      endsAt: string;
      grantedBy: string;
      /** From the member's verification: only verified members get relief lines. */
      memberVerified: boolean;
      now: string;
    }
  /** `expired`: the relief lines whose end is past `now`; `suspended`: all of them, early. */
  | { type: 'EndReliefLines'; memberId: string; reason: Exclude<ReliefEnding, 'closed'>; now: string }
  /** Would a payment of `amountCents` to this member take a positive balance past its ceiling? */
  | { type: 'ExpectPayment'; memberId: string; amountCents: number }
  /** The account closes: any debt is written off to the community account, and the line ends. */
  | { type: 'CloseLedger'; memberId: string; closing: string; now: string }
  | {
      type: 'GrantCredits';
      memberId: string;
      amountCents: number;
      reason: string;
      description: string;
      grantedBy: string | null;
      now: string;
    }
  | { type: 'DebitCredits'; memberId: string; amountCents: number; reason: string; description: string; override?: LineOverride | null; now: string }
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

/** What the distinct members who paid this one add, counting none this member also paid (a pair trading back and forth earns nothing). */
export function earnedLineCents(line: CreditLineState): number {
  const payees = new Set(line.payees);
  const counted = line.payers.filter((payer) => !payees.has(payer)).length;
  return Math.min(line.earnedCapCents, counted * line.earnedStepCents);
}

export const reliefLineCents = (line: CreditLineState) => line.reliefs.reduce((sum, relief) => sum + relief.amountCents, 0);

/** How far below zero the balance may go: the tier's part + the earned extension + the relief lines. */
export const creditLineCents = (state: LedgerState) =>
  state.closed ? 0 : state.line.tierLineCents + earnedLineCents(state.line) + reliefLineCents(state.line);

/** The one rule of spending: available = balance + credit line − held. */
export const availableCents = (state: LedgerState) => state.balanceCents + creditLineCents(state) - state.heldCents;

export const holdKey = (tradeId: string, tradeRevision: number) => `${tradeId}@${tradeRevision}`;

/**
 * Why credits may not leave: not enough within the line, or — once a line shrank below what the
 * member owes — nothing at all until they are back within it.
 */
export const insufficientCredits = (availableCentsValue: number, neededCents: number) =>
  availableCentsValue < 0
    ? ledgerMessages.message('pastCreditLine', { over: formatCents(-availableCentsValue) })
    : ledgerMessages.message('insufficientCredits', { available: formatCents(availableCentsValue), needed: formatCents(neededCents) });

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

const initialLine: CreditLineState = {
  tier: null,
  tierLineCents: 0,
  ceilingCents: null,
  earnedStepCents: 5_00,
  earnedCapCents: 50_00,
  reliefs: [],
  reliefIds: [],
  payers: [],
  payees: [],
};

/** CreditLineChanged for the line `after` has, when any of its parts differs from `before`'s; else nothing. */
function lineChange(
  memberId: string,
  before: LedgerState,
  after: LedgerState,
  reason: CreditLineReason,
  changedBy: string | null,
  now: string,
): LedgerEvent[] {
  const parts = (state: LedgerState) => ({
    tier: state.line.tier,
    tierLineCents: state.closed ? 0 : state.line.tierLineCents,
    earnedCents: state.closed ? 0 : earnedLineCents(state.line),
    reliefCents: state.closed ? 0 : reliefLineCents(state.line),
    lineCents: creditLineCents(state),
    ceilingCents: state.line.ceilingCents,
    earnedStepCents: state.line.earnedStepCents,
    earnedCapCents: state.line.earnedCapCents,
  });
  const was = parts(before);
  const is = parts(after);
  if (JSON.stringify(was) === JSON.stringify(is)) return [];
  return [{ type: 'CreditLineChanged', data: { memberId, ...is, previousLineCents: was.lineCents, reason, changedBy, changedAt: now } }];
}

/** The events, then the line change they cause (if any), decided on the state they lead to. */
function withLineChange(
  state: LedgerState,
  memberId: string,
  events: LedgerEvent[],
  reason: CreditLineReason,
  changedBy: string | null,
  now: string,
): LedgerEvent[] {
  const after = events.reduce(ledgerDecider.evolve, state);
  return [...events, ...lineChange(memberId, state, after, reason, changedBy, now)];
}

const adding = (list: string[], value: string) => (list.includes(value) ? list : [...list, value]);

function reliefEndings(memberId: string, reliefs: ReliefLine[], reason: ReliefEnding, now: string): LedgerEvent[] {
  return reliefs.map((relief) => ({
    type: 'ReliefLineEnded',
    data: { memberId, reliefId: relief.reliefId, amountCents: relief.amountCents, reason, endedAt: now },
  }));
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
    line: initialLine,
    closed: false,
    holds: [],
    closedHolds: [],
    paidTrades: [],
    receivedTrades: [],
    refundedDisputes: [],
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CreditLineChanged': {
        const { tier, tierLineCents, ceilingCents, earnedStepCents, earnedCapCents, reason } = event.data;
        return { ...state, closed: state.closed || reason === 'closed', line: { ...state.line, tier, tierLineCents, ceilingCents, earnedStepCents, earnedCapCents } };
      }
      case 'ReliefLineGranted': {
        const { reliefId, amountCents, endsAt } = event.data;
        return {
          ...state,
          line: { ...state.line, reliefs: [...state.line.reliefs, { reliefId, amountCents, endsAt }], reliefIds: adding(state.line.reliefIds, reliefId) },
        };
      }
      case 'ReliefLineEnded':
        return { ...state, line: { ...state.line, reliefs: state.line.reliefs.filter((relief) => relief.reliefId !== event.data.reliefId) } };
      case 'CreditLineOverridden':
        // The override only says why the debit decided with it went past the line.
        return state;
      case 'DebtWrittenOff':
        return { ...state, closed: true, balanceCents: state.balanceCents + event.data.amountCents };
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
          line: { ...released.line, payees: adding(released.line.payees, event.data.payeeId) },
        };
      }
      case 'EscrowReceived':
        return {
          ...state,
          balanceCents: state.balanceCents + event.data.amountCents,
          receivedTrades: [...state.receivedTrades, event.data.tradeId],
          line: { ...state.line, payers: adding(state.line.payers, event.data.payerId) },
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
      case 'DebitCredits': {
        if (command.amountCents <= 0) return reject('invalid', ledgerMessages.message('invalidAmount'));
        const available = availableCents(state);
        const pastLine = command.amountCents - Math.max(0, available);
        if (pastLine > 0 && !command.override) return reject('conflict', insufficientCredits(available, command.amountCents));
        const overridden: LedgerEvent[] =
          pastLine > 0 && command.override
            ? [
                {
                  type: 'CreditLineOverridden',
                  data: { memberId: command.memberId, adminId: command.override.adminId, reason: command.override.reason, amountCents: pastLine, overriddenAt: command.now },
                },
              ]
            : [];
        return [
          ...overridden,
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
      }

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
        // Paying a member who paid this one back turns the pair into one that earns nothing from each other.
        return withLineChange(
          state,
          memberId,
          [
            { type: 'EscrowPaid', data: { memberId, tradeId, tradeRevision, payeeId, amountCents, description, paidAt: now } },
            ...releaseEvents(memberId, leftovers, 'superseded', now),
          ],
          'earned',
          null,
          now,
        );
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
        return withLineChange(state, memberId, [{ type: 'EscrowReceived', data: { memberId, tradeId, payerId, amountCents, description, receivedAt: now } }], 'earned', null, now);
      }

      case 'SetTierLine': {
        const { memberId, tier, tierLineCents, ceilingCents, earnedStepCents, earnedCapCents, reason, changedBy, now } = command;
        if (state.closed) return [];
        const after: LedgerState = { ...state, line: { ...state.line, tier, tierLineCents, ceilingCents, earnedStepCents, earnedCapCents } };
        return lineChange(memberId, state, after, reason, changedBy, now);
      }

      case 'GrantReliefLine': {
        const { memberId, reliefId, amountCents, reason, endsAt, grantedBy, memberVerified, now } = command;
        if (state.line.reliefIds.includes(reliefId)) return [];
        if (amountCents <= 0) return reject('invalid', ledgerMessages.message('invalidAmount'));
        if (!memberVerified) return reject('conflict', ledgerMessages.message('reliefNeedsVerified'));
        if (state.closed) return reject('conflict', ledgerMessages.message('accountClosed'));
        if (!(Date.parse(endsAt) > Date.parse(now))) return reject('invalid', ledgerMessages.message('reliefEndsInPast'));
        return withLineChange(
          state,
          memberId,
          [{ type: 'ReliefLineGranted', data: { memberId, reliefId, amountCents, reason, endsAt, grantedBy, grantedAt: now } }],
          'relief_granted',
          grantedBy,
          now,
        );
      }

      case 'EndReliefLines': {
        const { memberId, reason, now } = command;
        const ending = state.line.reliefs.filter((relief) => reason === 'suspended' || Date.parse(relief.endsAt) <= Date.parse(now));
        return withLineChange(state, memberId, reliefEndings(memberId, ending, reason, now), reason === 'suspended' ? 'suspended' : 'relief_ended', null, now);
      }

      case 'ExpectPayment': {
        const { ceilingCents } = state.line;
        if (ceilingCents !== null && state.balanceCents + command.amountCents > ceilingCents) {
          return reject('conflict', ledgerMessages.message('pastCeiling', { ceiling: formatCents(ceilingCents) }));
        }
        return [];
      }

      case 'CloseLedger': {
        const { memberId, closing, now } = command;
        if (state.closed) return [];
        const ended = reliefEndings(memberId, state.line.reliefs, 'closed', now);
        // A debt is not taken from anyone: the community account carries it (DebtAbsorbed, written with it).
        const debt = Math.max(0, -state.balanceCents);
        const writtenOff: LedgerEvent[] = debt > 0 ? [{ type: 'DebtWrittenOff', data: { memberId, amountCents: debt, closing, writtenOffAt: now } }] : [];
        // Without a debt the line change alone records the closing (nothing at all when there was no line).
        const events = [...ended, ...writtenOff];
        const after: LedgerState = { ...events.reduce(ledgerDecider.evolve, state), closed: true };
        return [...events, ...lineChange(memberId, state, after, 'closed', null, now)];
      }
      default:
        return exhaustive(command);
    }
  },
};
