import { deterministicId, streams } from '@barteraid/events';
import { WrongExpectedRevisionError } from '@barteraid/infra';
import { execute, loadStream, toNewEvent, type CommandContext } from '../command-handling';
import { reject } from '../decider';
import { writeLedger } from '../credits/ledger-writes';
import { readListing } from '../listings/read-listing';
import { tradeDecider, tradeMessages, type TradeCommand, type TradeState } from './trade';

export interface TradeResult {
  state: TradeState;
  /** Global position to wait for before answering, or null when nothing changed. */
  position: number | null;
}

export const changedWhileAccepting = 'This trade changed while you were accepting it. Please review it and try again.';

/** Contact on a listing: the listing's own stream says who owns it, its type and whether it is active. */
export async function proposeTrade(
  context: CommandContext,
  input: { tradeId: string; initiatorId: string; listingId: string; amountCents: number | null; terms: string },
): Promise<TradeResult> {
  const listing = await readListing(context.store, input.listingId);
  const result = await execute(context, streams.trade(input.tradeId), tradeDecider, {
    type: 'ProposeTrade',
    tradeId: input.tradeId,
    initiatorId: input.initiatorId,
    listing,
    amountCents: input.amountCents ?? listing?.creditsCents ?? 0,
    terms: input.terms,
    now: new Date().toISOString(),
  });
  return result;
}

/** Every trade change that touches only the trade stream (all but acceptance). */
export async function changeTrade(context: CommandContext, tradeId: string, command: TradeCommand): Promise<TradeResult> {
  return execute(context, streams.trade(tradeId), tradeDecider, command, { retries: 10 });
}

/**
 * Acceptance spans two streams and cannot be one atomic append, so it runs in a safe order:
 * 1. decide on the trade as read (refusals happen before any credit is touched);
 * 2. hold the amount on the payer's ledger, named by the trade revision just read;
 * 3. append TradeAccepted expecting that same revision.
 * If step 3 loses a race the hold is released again. A crash between 2 and 3 leaves a hold
 * that no acceptance refers to; the next acceptance of the trade or its close-out releases it.
 */
export async function acceptTrade(context: CommandContext, tradeId: string, actorId: string): Promise<TradeResult> {
  const stream = streams.trade(tradeId);
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(context.store, stream, tradeDecider);
    if (loaded.expected === 'no_stream' || typeof loaded.expected !== 'number') return reject('not_found', tradeMessages.notFound);
    const revision = loaded.expected;
    const now = new Date().toISOString();
    const events = tradeDecider.decide({ type: 'AcceptTrade', actorId, revision, now }, loaded.state);
    const deal = loaded.state.deal!;
    const amountCents = loaded.state.amountCents;
    const holds = amountCents > 0;
    if (holds) {
      await writeLedger(context, deal.payerId, {
        type: 'HoldCredits',
        memberId: deal.payerId,
        tradeId,
        tradeRevision: revision,
        tradeTitle: deal.listingTitle,
        amountCents,
        now,
      });
    }
    try {
      // The id follows the revision, so the very same acceptance sent twice is written once.
      const acceptedId = deterministicId('trade-accepted', tradeId, String(revision));
      const result = await context.store.append(stream, events.map((event) => toNewEvent(event, context, acceptedId)), revision);
      return { state: events.reduce(tradeDecider.evolve, loaded.state), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const fresh = await loadStream(context.store, stream, tradeDecider);
      // The same acceptance already won through another request: this hold is the one it uses.
      if (holds && fresh.state.status === 'accepted' && fresh.state.holdRevision === revision) {
        return { state: fresh.state, position: fresh.recorded.at(-1)?.position ?? null };
      }
      if (holds) {
        await writeLedger(context, deal.payerId, {
          type: 'ReleaseHold',
          memberId: deal.payerId,
          tradeId,
          tradeRevision: revision,
          reason: 'acceptance_failed',
          now: new Date().toISOString(),
        });
      }
      // Scheduling or urgency changed meanwhile, not the deal itself: accept the fresh version.
      const sameDeal =
        fresh.state.status === 'pending' &&
        fresh.state.amountCents === amountCents &&
        fresh.state.terms === loaded.state.terms &&
        fresh.state.awaiting === loaded.state.awaiting;
      if (sameDeal && attempt < 5) continue;
      return reject('conflict', changedWhileAccepting);
    }
  }
}
