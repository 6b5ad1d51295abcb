import { deterministicId, streams, type LedgerEvent, type TradeEvent } from '@barteraid/events';
import { decideAcross, execute, loadStream, nowOf, stateOf, type CommandContext, type Decided, type Decision, type PlannedWrite } from '../command-handling';
import { loadFolded } from '../folded-streams';
import { availableCents, ledgerDecider } from '../credits/ledger';
import { ledgerEventId } from '../credits/ledger-writes';
import { readListing } from '../listings/read-listing';
import { refuseWhileOwnerSuspended } from '../moderation/standing';
import { refuseBlockedProposal } from '../blocks/guard';
import { listingProposalsDecider } from './listing-proposals';
import { tradeDecider, type ExistingTrade, type TradeCommand, type TradeState } from './trade';
import { acceptanceDecider, isLedgerEvent } from './acceptance';

export interface TradeResult {
  state: ExistingTrade;
  /** Global position to wait for before answering, or null when nothing changed. */
  position: number | null;
}

/** Every trade command refuses a trade that was never proposed, so what it leaves is one. */
function proposedTrade({ state, position }: Pick<Decided<TradeState, unknown>, 'state' | 'position'>): TradeResult {
  if (state.status === 'none') throw new Error('a trade command left no trade');
  return { state, position };
}

/**
 * Contact on a listing: the listing's own stream says who owns it, its type and whether it is
 * active. The trade and the member's proposals on the listing are written in one atomic append,
 * each expecting the revision it was decided on, so two proposals at once cannot both be pending.
 */
export async function proposeTrade(
  context: CommandContext,
  input: { tradeId: string; initiatorId: string; listingId: string; amountCents: number | null; terms: string },
): Promise<TradeResult> {
  const listing = await readListing(context.store, input.listingId);
  // A suspended owner's listings are off the marketplace; a block between the two stops the proposal.
  if (listing) await refuseWhileOwnerSuspended(context, listing.ownerId);
  if (listing) await refuseBlockedProposal(context, input.initiatorId, listing.ownerId);
  // Read, not held: the credits are held only when the other member accepts.
  const initiatorLedger = await loadFolded(context.store, streams.ledger(input.initiatorId), ledgerDecider);
  const tradeStream = streams.trade(input.tradeId);
  const proposalsStream = streams.listingProposals(input.listingId, input.initiatorId);
  const result = await decideAcross(
    context,
    async (): Promise<Decision<{ state: TradeState; position: number | null }>> => {
      const trade = await loadStream(context.store, tradeStream, tradeDecider);
      // An earlier run of this very request (same Idempotency-Key, hence same trade id) proposed it already.
      if (trade.state.status !== 'none') return { done: { state: trade.state, position: trade.recorded.at(-1)!.position } };
      const now = nowOf(context).toISOString();
      const proposed = tradeDecider.decide(
        {
          type: 'ProposeTrade',
          tradeId: input.tradeId,
          initiatorId: input.initiatorId,
          listing,
          amountCents: input.amountCents ?? listing?.creditsCents ?? 0,
          terms: input.terms,
          initiatorAvailableCents: availableCents(initiatorLedger.state),
          now,
        },
        trade.state,
      );
      const proposals = await loadListingProposals(context, proposalsStream);
      const opened = listingProposalsDecider.decide(
        { type: 'OpenProposal', listingId: input.listingId, memberId: input.initiatorId, tradeId: input.tradeId, now },
        proposals.state,
      );
      return {
        writes: [
          { streamName: proposalsStream, expected: proposals.expected, events: opened },
          { streamName: tradeStream, expected: trade.expected, events: proposed },
        ],
        answer: (position) => ({ state: proposed.reduce(tradeDecider.evolve, trade.state), position }),
      };
    },
    { retries: 5 },
  );
  return proposedTrade(result);
}

/** The member's proposals on the listing, then their latest trade's own events. */
async function loadListingProposals(context: CommandContext, streamName: string) {
  const proposals = await loadFolded(context.store, streamName, listingProposalsDecider);
  const latest = proposals.state.latest;
  if (!latest) return proposals;
  const trade = await context.store.readStream(streams.trade(latest.tradeId));
  return { ...proposals, state: stateOf(trade, { initialState: proposals.state, evolve: listingProposalsDecider.evolve }).state };
}

/** Every trade change that touches only the trade stream (all but acceptance). */
export async function changeTrade(context: CommandContext, tradeId: string, command: TradeCommand): Promise<TradeResult> {
  return proposedTrade(await execute(context, streams.trade(tradeId), tradeDecider, command, { retries: 10 }));
}

/**
 * Acceptance spans two streams, written in one atomic append: CreditsHeld on the payer's ledger
 * (named by the trade revision the acceptance was decided on) and TradeAccepted on the trade,
 * each expecting the revision that was read; the acceptance decider says what to write. A crash
 * leaves either both or neither.
 * - The payer's ledger changed meanwhile (another hold, a payment): decide again, after a short
 *   jittered pause, so fifty acceptances against one payer resolve by balance, never by giving up.
 * - The trade changed meanwhile: decided again against the revision first seen (see
 *   acceptanceDecider); if this very acceptance was already written, answer as it did.
 * Both ids follow the trade revision, so the same acceptance sent twice is written once.
 */
export async function acceptTrade(context: CommandContext, tradeId: string, actorId: string): Promise<TradeResult> {
  const stream = streams.trade(tradeId);
  // The revision this acceptance was first decided on: every later attempt is decided against it.
  let seenRevision: number | null = null;
  return decideAcross(
    context,
    async (): Promise<Decision<TradeResult>> => {
      const trade = await loadStream(context.store, stream, acceptanceDecider);
      const { deal, amountCents } = trade.state.trade.status === 'none' ? { deal: null, amountCents: 0 } : trade.state.trade;
      // The payer's ledger, for a trade with credits to hold.
      const ledgerStream = deal && amountCents > 0 ? streams.ledger(deal.payerId) : null;
      // The ledger's events change only its part of the acceptance's state.
      const ledger = ledgerStream ? await loadFolded(context.store, ledgerStream, ledgerDecider) : null;
      const state = ledger ? { ...trade.state, ledger: ledger.state } : trade.state;
      seenRevision ??= state.revision;
      const events = acceptanceDecider.decide({ type: 'AcceptTrade', actorId, seenRevision, now: nowOf(context).toISOString() }, state);
      // A payee whose tier has a ceiling on positive balances: the payment must not take them past it.
      if (deal && amountCents > 0 && events.some(isLedgerEvent)) {
        const payee = await loadFolded(context.store, streams.ledger(deal.payeeId), ledgerDecider);
        ledgerDecider.decide({ type: 'ExpectPayment', memberId: deal.payeeId, amountCents }, payee.state);
      }
      if (events.length === 0) return { done: proposedTrade({ state: state.trade, position: trade.recorded.at(-1)!.position }) };
      const held = events.filter(isLedgerEvent);
      const accepted = events.filter((event): event is TradeEvent => !isLedgerEvent(event));
      const writes: PlannedWrite[] = [];
      if (ledgerStream && ledger) writes.push({ streamName: ledgerStream, expected: ledger.expected, events: held, eventIds: (_i, event) => ledgerEventId(event as LedgerEvent) });
      writes.push({ streamName: stream, expected: trade.expected, events: accepted, eventIds: () => acceptedEventId(tradeId, state.revision) });
      return { writes, answer: (position) => proposedTrade({ state: accepted.reduce(tradeDecider.evolve, state.trade), position }) };
    },
    { retries: 100, maxBackoffMs: 50, deterministicIds: true },
  );
}

const acceptedEventId = (tradeId: string, revision: number) => deterministicId('trade-accepted', tradeId, String(revision));
