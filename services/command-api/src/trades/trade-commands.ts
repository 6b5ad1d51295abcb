import { deterministicId, streams, type LedgerEvent } from '@barteraid/events';
import { decideAcross, execute, loadStream, nowOf, stateOf, type CommandContext, type Decided, type Decision, type PlannedWrite } from '../command-handling';
import { CommandRejected, reject } from '../decider';
import { availableCents, ledgerDecider } from '../credits/ledger';
import { ledgerEventId } from '../credits/ledger-writes';
import { readListing } from '../listings/read-listing';
import { refuseWhileOwnerSuspended } from '../moderation/standing';
import { refuseBlockedProposal } from '../blocks/guard';
import { listingProposalsDecider } from './listing-proposals';
import { tradesMessages } from '@barteraid/events/messages/trades';
import { tradeDecider, tradeMessages, type ExistingTrade, type TradeCommand, type TradeState } from './trade';

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

export const changedWhileAccepting = tradesMessages.message('changedWhileAccepting');

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
  const initiatorLedger = await loadStream(context.store, streams.ledger(input.initiatorId), ledgerDecider);
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
  const proposals = await loadStream(context.store, streamName, listingProposalsDecider);
  const latest = proposals.state.latest;
  if (!latest) return proposals;
  const trade = await context.store.readStream(streams.trade(latest.tradeId));
  return { ...proposals, state: stateOf(trade, { initialState: proposals.state, evolve: listingProposalsDecider.evolve }).state };
}

/** Every trade change that touches only the trade stream (all but acceptance). */
export async function changeTrade(context: CommandContext, tradeId: string, command: TradeCommand): Promise<TradeResult> {
  return proposedTrade(await execute(context, streams.trade(tradeId), tradeDecider, command, { retries: 10 }));
}

/** Only the schedule or urgency changed since the acceptance was first decided: the deal the member saw still stands. */
function sameDeal(seen: ExistingTrade, fresh: TradeState): boolean {
  return (
    fresh.status === 'pending' &&
    seen.status === 'pending' &&
    fresh.amountCents === seen.amountCents &&
    fresh.terms === seen.terms &&
    fresh.awaiting === seen.awaiting
  );
}

/**
 * Acceptance spans two streams, written in one atomic append: CreditsHeld on the payer's ledger
 * (named by the trade revision the acceptance was decided on) and TradeAccepted on the trade,
 * each expecting the revision that was read. A crash leaves either both or neither.
 * - The payer's ledger changed meanwhile (another hold, a payment): decide again, after a short
 *   jittered pause, so fifty acceptances against one payer resolve by balance, never by giving up.
 * - The trade changed meanwhile: if only its schedule or urgency did, accept the fresh version;
 *   if this very acceptance was already written (a duplicate request), answer as it did;
 *   otherwise the member gets 409 and reviews the trade.
 * Both ids follow the trade revision, so the same acceptance sent twice is written once.
 */
export async function acceptTrade(context: CommandContext, tradeId: string, actorId: string): Promise<TradeResult> {
  const stream = streams.trade(tradeId);
  let seen: { state: ExistingTrade; revision: number } | null = null;
  return decideAcross(
    context,
    async (): Promise<Decision<TradeResult>> => {
      const { state, expected: revision, recorded } = await loadStream(context.store, stream, tradeDecider);
      if (state.status === 'none' || typeof revision !== 'number') return reject('not_found', tradeMessages.notFound);
      if (seen && revision !== seen.revision && !sameDeal(seen.state, state)) {
        const ours = acceptedEventId(tradeId, seen.revision);
        if (recorded.some((event) => event.id === ours)) return { done: { state, position: recorded.at(-1)!.position } };
        return reject('conflict', changedWhileAccepting);
      }
      seen ??= { state, revision };
      const now = nowOf(context).toISOString();
      const accepted = tradeDecider.decide({ type: 'AcceptTrade', actorId, revision, now }, state);
      const { deal, amountCents } = state;
      const writes: PlannedWrite[] = [];
      if (amountCents > 0) {
        const ledger = await loadStream(context.store, streams.ledger(deal.payerId), ledgerDecider);
        const held = holdFor(actorId, deal.payerId, () =>
          ledgerDecider.decide(
            { type: 'HoldCredits', memberId: deal.payerId, tradeId, tradeRevision: revision, tradeTitle: deal.listingTitle, amountCents, now },
            ledger.state,
          ),
        );
        writes.push({ streamName: streams.ledger(deal.payerId), expected: ledger.expected, events: held, eventIds: (_i, event) => ledgerEventId(event as LedgerEvent) });
      }
      writes.push({ streamName: stream, expected: revision, events: accepted, eventIds: () => acceptedEventId(tradeId, revision) });
      return { writes, answer: (position) => proposedTrade({ state: accepted.reduce(tradeDecider.evolve, state), position }) };
    },
    { retries: 100, maxBackoffMs: 50, deterministicIds: true },
  );
}

const acceptedEventId = (tradeId: string, revision: number) => deterministicId('trade-accepted', tradeId, String(revision));

/** The payer's hold; when the acceptor is not the payer, a refusal does not tell them the payer's balance. */
function holdFor<T>(actorId: string, payerId: string, hold: () => T): T {
  try {
    return hold();
  } catch (error) {
    if (actorId !== payerId && error instanceof CommandRejected && error.kind === 'conflict') return reject('conflict', tradeMessages.otherCannotPay);
    throw error;
  }
}
