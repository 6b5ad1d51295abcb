/**
 * Invariants of the event log: what must hold after any sequence of requests, retries and
 * crashes once every process has finished its work. Used by tests and by the fault benchmark
 * (bench/faults). Each violation names the ids to look at.
 *
 * 1. frozen_hold: every open escrow hold (CreditsHeld not followed by HoldReleased/EscrowPaid for
 *    that trade and revision on the payer's ledger) backs a trade that is accepted with that
 *    `holdRevision`; an accepted trade's hold is open.
 * 2. welcome_bonus: every member has exactly one WelcomeBonusGranted on their ledger; no ledger has
 *    a bonus without a member.
 * 3. orphan_claim: every held email/username claim names a member with that email/username, and
 *    every member holds the claims of their own email and username.
 * 4. credit_conservation / negative_balance: Σ balances (the community account's included) = Σ welcome
 *    bonuses + Σ grants − Σ debits; no balance below minus the widest line it had (plus overrides), no held amount below zero.
 * 5. trade_payment: a settled completed trade was paid exactly once (one EscrowPaid on the payer's
 *    ledger, one EscrowReceived on the payee's, both for the trade's amount); no other trade is paid.
 * 6. closed_trade_hold: a cancelled or declined trade has no open hold.
 * 7. hold_closed_once: every hold is paid (EscrowPaid) or released (HoldReleased) exactly once at
 *    most, and nothing closes a hold that was never placed.
 * 4 also checks every spend as it was decided: a hold, a debit or a dispute refund taken fits in
 * balance + the line at that moment − held, a debit past it only by its CreditLineOverridden
 * (the reconciliation's own check, `reconciliation/credit-check.ts`).
 *
 * A hold is reported once: under 6 when its trade is cancelled or declined, else under 1.
 * Checked while processes are live (`live: true`), work that is merely not finished yet (a completed
 * trade not yet settled, a cancellation whose hold is not yet returned, an acceptance between its
 * hold and its TradeAccepted) is listed under `settling` instead; after a quiet period it must be empty,
 * so a quiet check (the default) reports it as a violation.
 */
import { sql } from 'kysely';
import { readEventData, type DomainEvent } from '@barteraid/events';
import type { Db, EventStore, RecordedEvent } from '@barteraid/infra';
import { creditLineCents, ledgerDecider, type LedgerState } from '@barteraid/command-api/credits/ledger';
import { tradeDecider, type TradeState } from '@barteraid/command-api/trades/trade';
import { projectorDbOf } from '@barteraid/projector';
import { CreditCheck } from '@barteraid/command-api/reconciliation/credit-check';

export type InvariantName =
  | 'frozen_hold'
  | 'welcome_bonus'
  | 'orphan_claim'
  | 'credit_conservation'
  | 'negative_balance'
  | 'trade_payment'
  | 'closed_trade_hold'
  | 'hold_closed_once';

export interface Violation {
  invariant: InvariantName;
  message: string;
  /** The ids to look at: memberId, tradeId, eventIds, stream, … */
  ids: Record<string, string | number | string[] | null>;
}

/** Work still under way when checked live: fine now, a violation if it is still there after a quiet period. */
export interface Settling {
  kind: 'completed_not_settled' | 'hold_not_returned' | 'acceptance_in_flight';
  tradeId: string;
  memberId: string | null;
  tradeRevision: number | null;
}

export interface InvariantReport {
  checkedAt: string;
  live: boolean;
  head: number;
  events: number;
  members: number;
  ledgers: number;
  trades: number;
  tradesByStatus: Record<string, number>;
  openHolds: number;
  totals: { balanceCents: number; heldCents: number; welcomeCents: number; grantedCents: number; debitedCents: number };
  settling: Settling[];
  violations: Violation[];
  /** Violations per invariant, every invariant listed (0 when it holds). */
  counts: Record<InvariantName, number>;
  /** Log-derived balance and held amount of every ledger, for comparisons with read models and APIs. */
  balances: Map<string, { balanceCents: number; heldCents: number }>;
}

export const invariantNames: InvariantName[] = [
  'frozen_hold',
  'welcome_bonus',
  'orphan_claim',
  'credit_conservation',
  'negative_balance',
  'trade_payment',
  'closed_trade_hold',
  'hold_closed_once',
];

interface MemberFacts {
  email: string;
  username: string;
  closed: boolean;
}

interface TradeFold {
  state: TradeState;
  revision: number;
}

interface EscrowMove {
  eventId: string;
  memberId: string;
  amountCents: number;
}

interface Claim {
  kind: 'email' | 'username';
  value: string;
  stream: string;
  claimedBy: string | null;
}

const claimKey = (kind: string, value: string) => `${kind}:${value.trim().toLowerCase()}`;

const suffixOf = (streamName: string, prefix: string) => (streamName.startsWith(prefix) ? streamName.slice(prefix.length) : null);
const normalised = (value: string) => value.trim().toLowerCase();

/** Everything the invariants need, folded from the log in order with the command side's own deciders. */
export class LogFold {
  events = 0;
  head = 0;
  readonly members = new Map<string, MemberFacts>();
  readonly ledgers = new Map<string, LedgerState>();
  /** Per ledger: the widest credit line it ever had plus what admins let past it (CreditLineOverridden). */
  readonly floors = new Map<string, number>();
  /** Every spend checked against the line at its moment (conservation is checked below). */
  readonly spends = new CreditCheck();
  /** Holds and debits that left a balance minus held below zero (spent into a line), and admins' overrides. */
  spentIntoLines = 0;
  overrides = 0;
  /** Per ledger and hold (trade@revision): placed, and how many times paid or released. */
  readonly holdCloses = new Map<string, { placed: boolean; closes: string[] }>();
  /** Debts the community account carries (DebtAbsorbed). */
  absorbedCents = 0;
  /** Event ids of every WelcomeBonusGranted per ledger. */
  readonly bonuses = new Map<string, string[]>();
  readonly trades = new Map<string, TradeFold>();
  readonly claims = new Map<string, Claim>();
  readonly paid = new Map<string, EscrowMove[]>();
  readonly received = new Map<string, EscrowMove[]>();
  welcomeCents = 0;
  grantedCents = 0;
  debitedCents = 0;

  apply(recorded: Pick<RecordedEvent, 'id' | 'type' | 'data' | 'metadata' | 'streamName' | 'revision' | 'position'>): void {
    this.events++;
    this.head = Math.max(this.head, recorded.position);
    const data = readEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion);
    if (data === null) return;
    const event = { type: recorded.type, data } as DomainEvent;
    const stream = recorded.streamName;

    const memberId = suffixOf(stream, 'member-');
    if (memberId !== null && event.type === 'MemberRegistered') {
      this.members.set(memberId, { email: event.data.email, username: event.data.username, closed: false });
    }
    // A closed account released its claims: nothing of it is checked against them any more.
    if (memberId !== null && event.type === 'MemberAccountClosed') {
      const member = this.members.get(memberId);
      if (member) this.members.set(memberId, { ...member, closed: true });
    }
    // A confirmed email change moves the member's address: the new claim is theirs, the old one released.
    if (memberId !== null && event.type === 'MemberEmailChanged') {
      const member = this.members.get(memberId);
      if (member) this.members.set(memberId, { ...member, email: event.data.email });
    }

    if (stream === 'community_ledger' && event.type === 'DebtAbsorbed') this.absorbedCents += event.data.amountCents;
    const ledgerOf = suffixOf(stream, 'ledger-');
    if (ledgerOf !== null) {
      const before = this.ledgers.get(ledgerOf) ?? ledgerDecider.initialState;
      this.spends.ledger(ledgerOf, before, event as Parameters<typeof ledgerDecider.evolve>[1], recorded);
      const after = ledgerDecider.evolve(before, event as Parameters<typeof ledgerDecider.evolve>[1]);
      if ((event.type === 'CreditsHeld' || event.type === 'CreditsDebited') && after.balanceCents - after.heldCents < 0) this.spentIntoLines++;
      if (event.type === 'CreditLineOverridden') this.overrides++;
      if (event.type === 'CreditsHeld' || event.type === 'HoldReleased' || event.type === 'EscrowPaid') {
        const key = `${ledgerOf}/${event.data.tradeId}@${event.data.tradeRevision}`;
        const hold = this.holdCloses.get(key) ?? { placed: false, closes: [] };
        if (event.type === 'CreditsHeld') hold.placed = true;
        else hold.closes.push(recorded.id);
        this.holdCloses.set(key, hold);
      }
      this.ledgers.set(ledgerOf, after);
      const overridden = event.type === 'CreditLineOverridden' ? event.data.amountCents : 0;
      this.floors.set(ledgerOf, Math.max(this.floors.get(ledgerOf) ?? 0, creditLineCents(before), creditLineCents(after)) + overridden);
      switch (event.type) {
        case 'WelcomeBonusGranted':
          this.bonuses.set(ledgerOf, [...(this.bonuses.get(ledgerOf) ?? []), recorded.id]);
          this.welcomeCents += event.data.amountCents;
          break;
        case 'CreditsGranted':
          this.grantedCents += event.data.amountCents;
          break;
        case 'CreditsDebited':
          this.debitedCents += event.data.amountCents;
          break;
        case 'EscrowPaid':
          this.paid.set(event.data.tradeId, [
            ...(this.paid.get(event.data.tradeId) ?? []),
            { eventId: recorded.id, memberId: ledgerOf, amountCents: event.data.amountCents },
          ]);
          break;
        case 'EscrowReceived':
          this.received.set(event.data.tradeId, [
            ...(this.received.get(event.data.tradeId) ?? []),
            { eventId: recorded.id, memberId: ledgerOf, amountCents: event.data.amountCents },
          ]);
          break;
      }
    }

    const tradeId = suffixOf(stream, 'trade-');
    if (tradeId !== null) {
      const before = this.trades.get(tradeId)?.state ?? tradeDecider.initialState;
      this.trades.set(tradeId, {
        state: tradeDecider.evolve(before, event as Parameters<typeof tradeDecider.evolve>[1]),
        revision: recorded.revision,
      });
    }

    // Claims by their value (stream names are keyed hashes of it; a closed member's reads as erased).
    if ((stream.startsWith('unique_email-') || stream.startsWith('unique_username-')) && (event.type === 'UniqueValueClaimed' || event.type === 'UniqueValueReleased')) {
      const key = claimKey(event.data.kind, event.data.value);
      const claim = this.claims.get(key) ?? { kind: event.data.kind, value: normalised(event.data.value), stream, claimedBy: null };
      if (event.type === 'UniqueValueClaimed') claim.claimedBy = event.data.memberId;
      else if (claim.claimedBy === event.data.memberId) claim.claimedBy = null;
      this.claims.set(key, claim);
    }
  }

  check(live: boolean): InvariantReport {
    const violations: Violation[] = [];
    const settling: Settling[] = [];
    const violate = (invariant: InvariantName, message: string, ids: Violation['ids']) => violations.push({ invariant, message, ids });
    const unfinished = (item: Settling, invariant: InvariantName, message: string, ids: Violation['ids']) =>
      live ? settling.push(item) : violate(invariant, message, ids);

    // 1 and 6: open holds.
    let openHolds = 0;
    for (const [memberId, ledger] of this.ledgers) {
      for (const hold of ledger.holds) {
        openHolds++;
        const ids = { memberId, tradeId: hold.tradeId, tradeRevision: hold.tradeRevision };
        const trade = this.trades.get(hold.tradeId);
        const state = trade?.state;
        if (!state || state.status === 'none') {
          violate('frozen_hold', 'open hold for a trade that does not exist', ids);
          continue;
        }
        if (state.deal.payerId !== memberId) {
          violate('frozen_hold', "open hold on a ledger that is not the trade's payer", { ...ids, payerId: state.deal.payerId });
          continue;
        }
        const backing = state.holdRevision === hold.tradeRevision;
        switch (state.status) {
          case 'accepted':
            if (!backing) violate('frozen_hold', `open hold of revision ${hold.tradeRevision}, the accepted trade uses ${state.holdRevision}`, ids);
            break;
          case 'completed':
            if (!backing) violate('frozen_hold', `open hold of revision ${hold.tradeRevision}, the completed trade used ${state.holdRevision}`, ids);
            else if (state.settled) violate('frozen_hold', 'settled trade whose hold was never paid out', ids);
            else unfinished({ kind: 'completed_not_settled', tradeId: hold.tradeId, memberId, tradeRevision: hold.tradeRevision }, 'frozen_hold', 'completed trade whose hold was never paid out', ids);
            break;
          case 'pending':
            if (hold.tradeRevision === trade!.revision) {
              unfinished({ kind: 'acceptance_in_flight', tradeId: hold.tradeId, memberId, tradeRevision: hold.tradeRevision }, 'frozen_hold', 'open hold for a pending trade (an acceptance that never finished)', ids);
            } else violate('frozen_hold', 'open hold for a pending trade (an acceptance that never finished)', ids);
            break;
          case 'cancelled':
          case 'declined':
            if (state.settled) violate('closed_trade_hold', `open hold for a ${state.status} trade that was settled`, { ...ids, status: state.status });
            else unfinished({ kind: 'hold_not_returned', tradeId: hold.tradeId, memberId, tradeRevision: hold.tradeRevision }, 'closed_trade_hold', `open hold for a ${state.status} trade`, { ...ids, status: state.status });
            break;
          default:
            violate('frozen_hold', `open hold for a trade in state ${String((state as TradeState).status)}`, ids);
        }
      }
    }
    // 1, the other way: an accepted trade's escrow is really there (settlement pays only from it).
    for (const [tradeId, { state }] of this.trades) {
      if (state.status !== 'accepted' || !state.deal || state.holdRevision === null) continue;
      const ledger = this.ledgers.get(state.deal.payerId);
      const hold = ledger?.holds.find((each) => each.tradeId === tradeId && each.tradeRevision === state.holdRevision);
      if (!hold || hold.amountCents !== state.amountCents) {
        violate('frozen_hold', 'accepted trade without its open hold of the trade amount', {
          tradeId,
          memberId: state.deal.payerId,
          tradeRevision: state.holdRevision,
        });
      }
    }

    // 2: one welcome bonus per member, none without a member.
    for (const memberId of this.members.keys()) {
      const bonuses = this.bonuses.get(memberId) ?? [];
      if (bonuses.length !== 1) violate('welcome_bonus', `member has ${bonuses.length} welcome bonuses`, { memberId, eventIds: bonuses });
    }
    for (const [memberId, bonuses] of this.bonuses) {
      if (!this.members.has(memberId)) violate('welcome_bonus', 'welcome bonus on the ledger of no member', { memberId, eventIds: bonuses });
    }

    // 3: claims and members agree.
    for (const claim of this.claims.values()) {
      if (claim.claimedBy === null) continue;
      const member = this.members.get(claim.claimedBy);
      const own = member && !member.closed && normalised(claim.kind === 'email' ? member.email : member.username) === claim.value;
      if (!own) {
        violate('orphan_claim', member ? `${claim.kind} claim held by a member with another ${claim.kind}` : `${claim.kind} claim held by no member`, {
          stream: claim.stream,
          memberId: claim.claimedBy,
        });
      }
    }
    for (const [memberId, member] of this.members) {
      if (member.closed) continue;
      for (const [kind, value] of [
        ['email', member.email],
        ['username', member.username],
      ] as const) {
        const claim = this.claims.get(claimKey(kind, value));
        const holder = claim?.claimedBy ?? null;
        if (holder !== memberId) violate('orphan_claim', `member does not hold the claim of their ${kind}`, { memberId, stream: claim?.stream ?? `unique_${kind}`, claimedBy: holder });
      }
    }

    // 5: every completed trade paid exactly once, no other trade paid.
    const hasOpenHold = (memberId: string, tradeId: string) => this.ledgers.get(memberId)?.holds.some((hold) => hold.tradeId === tradeId) ?? false;
    /** Credits an unfinished settlement has taken from a payer and not yet given to the payee. */
    let inTransitCents = 0;
    const tradesByStatus: Record<string, number> = {};
    for (const [tradeId, { state }] of this.trades) {
      const status = String(state.status);
      tradesByStatus[status] = (tradesByStatus[status] ?? 0) + 1;
      const paid = this.paid.get(tradeId) ?? [];
      const received = this.received.get(tradeId) ?? [];
      const eventIds = [...paid, ...received].map((move) => move.eventId);
      const sum = (moves: EscrowMove[]) => moves.reduce((total, move) => total + move.amountCents, 0);
      if (state.status !== 'completed') {
        if (eventIds.length > 0) violate('trade_payment', `${status} trade was paid`, { tradeId, eventIds });
        // An open hold was reported above; otherwise the cancelled accepted trade must still say its escrow went back.
        if (state.status === 'cancelled' && state.holdRevision !== null && !state.settled && !hasOpenHold(state.deal!.payerId, tradeId)) {
          unfinished({ kind: 'hold_not_returned', tradeId, memberId: state.deal!.payerId, tradeRevision: state.holdRevision }, 'closed_trade_hold', 'cancelled accepted trade never settled (returned)', { tradeId });
        }
        continue;
      }
      const deal = state.deal!;
      if (paid.length > 1 || received.length > 1) {
        violate('trade_payment', `paid ${paid.length} times, received ${received.length} times`, { tradeId, eventIds });
        continue;
      }
      if (!state.settled) {
        inTransitCents += sum(paid) - sum(received);
        // An open hold was reported above; otherwise the payment is somewhere between its steps.
        if (!hasOpenHold(deal.payerId, tradeId)) {
          unfinished({ kind: 'completed_not_settled', tradeId, memberId: deal.payerId, tradeRevision: state.holdRevision }, 'trade_payment', `completed trade never settled (paid ${paid.length}, received ${received.length})`, { tradeId, eventIds });
        }
        continue;
      }
      if (state.holdRevision === null || state.amountCents === 0) {
        if (eventIds.length > 0) violate('trade_payment', 'trade without escrow was paid', { tradeId, eventIds });
        continue;
      }
      // All of it, or the payee's part an administrator decided in a dispute.
      const due = state.payoutCents;
      const rightPaid = paid.length === 1 && paid[0]!.memberId === deal.payerId && paid[0]!.amountCents === due;
      const rightReceived = received.length === 1 && received[0]!.memberId === deal.payeeId && received[0]!.amountCents === due;
      if (!rightPaid || !rightReceived) {
        violate(
          'trade_payment',
          `settled trade of ${due} cents: paid ${JSON.stringify(paid.map((move) => move.amountCents))}, received ${JSON.stringify(received.map((move) => move.amountCents))}`,
          { tradeId, payerId: deal.payerId, payeeId: deal.payeeId, eventIds },
        );
      }
    }
    for (const tradeId of new Set([...this.paid.keys(), ...this.received.keys()])) {
      if (!this.trades.has(tradeId)) violate('trade_payment', 'payment for a trade that does not exist', { tradeId });
    }

    // 7: each hold closed once at most, and only a hold that was placed.
    for (const [key, hold] of this.holdCloses) {
      const [memberId, tradeRef] = key.split('/') as [string, string];
      if (hold.closes.length > 1) violate('hold_closed_once', `hold ${tradeRef} paid or released ${hold.closes.length} times`, { memberId, eventIds: hold.closes });
      else if (!hold.placed && hold.closes.length > 0) violate('hold_closed_once', `hold ${tradeRef} paid or released but never placed`, { memberId, eventIds: hold.closes });
    }

    // 4: every spend within the line of its moment (or an admin's override).
    for (const found of this.spends.violations) {
      if (found.kind !== 'past_credit_line') continue;
      violate('negative_balance', `${found.eventType} of ${found.amountCents} cents with ${found.availableCents} available within a line of ${found.lineCents}, ${found.overriddenCents} overridden`, {
        memberId: found.memberId,
        eventIds: [found.eventId],
      });
    }
    // 4: credits are conserved and never negative.
    let balanceCents = 0;
    let heldCents = 0;
    const balances = new Map<string, { balanceCents: number; heldCents: number }>();
    for (const [memberId, ledger] of this.ledgers) {
      balanceCents += ledger.balanceCents;
      heldCents += ledger.heldCents;
      balances.set(memberId, { balanceCents: ledger.balanceCents, heldCents: ledger.heldCents });
      // Below zero only down to the widest line the ledger had, plus what an admin overrode.
      const available = ledger.balanceCents + creditLineCents(ledger) - ledger.heldCents;
      if (ledger.balanceCents < -(this.floors.get(memberId) ?? 0) || ledger.heldCents < 0) {
        violate('negative_balance', `balance ${ledger.balanceCents}, held ${ledger.heldCents}, available ${available} (cents)`, { memberId });
      }
    }
    const issued = this.welcomeCents + this.grantedCents - this.debitedCents;
    // Live, a payment between EscrowPaid and EscrowReceived is listed as settling; quiet, it must be none.
    // The community account carries written-off debts: its (negative) balance counts too.
    const accounted = balanceCents - this.absorbedCents + (live ? inTransitCents : 0);
    if (accounted !== issued) {
      violate('credit_conservation', `balances sum to ${accounted} cents, bonuses + grants − debits to ${issued}`, { inTransitCents });
    }

    const counts = Object.fromEntries(invariantNames.map((name) => [name, 0])) as Record<InvariantName, number>;
    for (const violation of violations) counts[violation.invariant]++;
    return {
      checkedAt: new Date().toISOString(),
      live,
      head: this.head,
      events: this.events,
      members: this.members.size,
      ledgers: this.ledgers.size,
      trades: this.trades.size,
      tradesByStatus,
      openHolds,
      totals: { balanceCents, heldCents, welcomeCents: this.welcomeCents, grantedCents: this.grantedCents, debitedCents: this.debitedCents },
      settling,
      violations,
      counts,
      balances,
    };
  }
}

/** Reads the whole log a page at a time and folds it. */
export async function foldLog(store: EventStore, pageSize = 1000): Promise<LogFold> {
  const fold = new LogFold();
  let after: number | null = null;
  for (;;) {
    const page: RecordedEvent[] = await store.readAll({ after, maxCount: pageSize });
    for (const event of page) fold.apply(event);
    if (page.length < pageSize) return fold;
    after = page[page.length - 1]!.position;
  }
}

/** Checks every invariant over the whole log. `live`: unfinished settlement is listed, not a violation. */
export async function checkInvariants(store: EventStore, options: { live?: boolean } = {}): Promise<InvariantReport> {
  return (await foldLog(store)).check(options.live ?? false);
}

export interface ReadModelMismatch {
  table: string;
  id: string;
  message: string;
}

export interface ReadModelReport {
  members: number;
  compared: number;
  mismatches: ReadModelMismatch[];
}

/**
 * Compares read models with the log in the same PostgreSQL database (table es_events): each
 * member's `member_balances` row with the balance and held amount folded from their ledger,
 * `members` with MemberRegistered, and `trades` status and settlement with the trade streams.
 * Meaningful once the projector has caught up with the log.
 */
export async function checkReadModels(db: Db): Promise<ReadModelReport> {
  const readModels = projectorDbOf(db);
  const fold = new LogFold();
  const pageSize = 2000;
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ position: string | number; event_id: string; stream_name: string; stream_revision: number; type: string; data: unknown; metadata: Record<string, unknown> }>`
      select position, event_id, stream_name, stream_revision, type, data, metadata from es_events
      where position > ${after}
        and (stream_name like 'member-%' or stream_name like 'ledger-%' or stream_name like 'trade-%')
      order by position limit ${pageSize}`.execute(db);
    for (const row of rows) {
      const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
      fold.apply({
        id: row.event_id,
        type: row.type,
        data,
        metadata: { actorId: null, correlationId: row.event_id, causationId: null, schemaVersion: Number(row.metadata?.schemaVersion ?? 1) },
        streamName: row.stream_name,
        revision: Number(row.stream_revision),
        position: Number(row.position),
      });
    }
    if (rows.length < pageSize) break;
    after = Number(rows[rows.length - 1]!.position);
  }

  const mismatches: ReadModelMismatch[] = [];
  const balanceRows = await readModels.selectFrom('member_balances').select(['member_id', 'balance_cents', 'held_cents']).execute();
  const rowsByMember = new Map(balanceRows.map((row) => [row.member_id, row]));
  for (const [memberId, ledger] of fold.ledgers) {
    const row = rowsByMember.get(memberId);
    if (!row) {
      mismatches.push({ table: 'member_balances', id: memberId, message: 'no row for a ledger in the log' });
      continue;
    }
    if (Number(row.balance_cents) !== ledger.balanceCents || Number(row.held_cents) !== ledger.heldCents) {
      mismatches.push({
        table: 'member_balances',
        id: memberId,
        message: `row says balance ${row.balance_cents} held ${row.held_cents}, the ledger ${ledger.balanceCents} held ${ledger.heldCents}`,
      });
    }
  }
  for (const row of balanceRows) {
    if (!fold.ledgers.has(row.member_id)) mismatches.push({ table: 'member_balances', id: row.member_id, message: 'row for no ledger in the log' });
  }

  const memberRows = new Set((await readModels.selectFrom('members').select('id').execute()).map((row) => row.id));
  for (const memberId of fold.members.keys()) {
    if (!memberRows.has(memberId)) mismatches.push({ table: 'members', id: memberId, message: 'registered member missing' });
  }
  for (const memberId of memberRows) {
    if (!fold.members.has(memberId)) mismatches.push({ table: 'members', id: memberId, message: 'row for no registered member' });
  }

  const tradeRows = new Map((await readModels.selectFrom('trades').select(['id', 'status', 'settlement']).execute()).map((row) => [row.id, row]));
  for (const [tradeId, { state }] of fold.trades) {
    const row = tradeRows.get(tradeId);
    if (!row) {
      mismatches.push({ table: 'trades', id: tradeId, message: 'trade missing' });
      continue;
    }
    if (row.status !== state.status) mismatches.push({ table: 'trades', id: tradeId, message: `status ${row.status}, the log says ${state.status}` });
    if (state.settled && (row.settlement === null || row.settlement === 'in_progress')) {
      mismatches.push({ table: 'trades', id: tradeId, message: `settlement ${row.settlement}, the log says settled` });
    }
  }

  return { members: fold.members.size, compared: fold.ledgers.size + fold.members.size + fold.trades.size, mismatches };
}

/** One line per violation, for logs and assertion messages. */
export function describeViolations(report: Pick<InvariantReport, 'violations'>): string {
  return report.violations.map((violation) => `${violation.invariant}: ${violation.message} ${JSON.stringify(violation.ids)}`).join('\n');
}
