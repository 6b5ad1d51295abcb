import { Router, type Request } from 'express';
import { streams, type ListingStatus } from '@barteraid/events';
import type { ListingChange } from '@barteraid/events/contracts/listings';
import { setListingStatusSchema } from '@barteraid/events/contracts/needs';
import { badRequest, messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import { needsMessages } from '@barteraid/events/messages/needs';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, nowOf } from '../command-handling';
import { listingDecider, listingMessages, expiresAtOf } from '../listings/listing';
import { listingView } from '../listings/routes';
import { tradeDecider } from '../trades/trade';
import { renewListing } from './renew';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function listingIdOf(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!UUID.test(id)) throw notFound(listingMessages.notFound);
  return id.toLowerCase();
}

const statusAnswer = (status: ListingStatus) =>
  needsMessages.message(status === 'met' ? 'statusMet' : status === 'partly_met' ? 'statusPartlyMet' : status === 'taken' ? 'statusTaken' : 'statusChanged');

/** The trade the owner answers after must be a completed trade of this very listing (they are its recipient). */
async function checkTrade(deps: CommandApiDeps, tradeId: string, listingId: string): Promise<void> {
  const { state } = await loadStream(deps.store, streams.trade(tradeId), tradeDecider);
  if (state.status === 'none' || state.deal.listingId !== listingId) {
    throw badRequest(needsMessages.message('tradeNotOfListing'), { field: 'tradeId' });
  }
  if (state.status !== 'completed') throw badRequest(needsMessages.message('tradeNotCompleted'), { field: 'tradeId' });
}

/** Where a listing stands (status) and its time (renewal): the owner's commands on their listing's stream. */
export function needsRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/listings/:id/status', async (req, res) => {
    const { memberId } = requireActor(req);
    const listingId = listingIdOf(req);
    const { status, tradeId } = parseWith(setListingStatusSchema, req.body ?? {});
    if (tradeId) await checkTrade(deps, tradeId.toLowerCase(), listingId);
    const context = contextOf(req, deps);
    const result = await execute(context, streams.listing(listingId), listingDecider, {
      type: 'SetListingStatus',
      listingId,
      // Only the owner may say it; an admin takes a listing down instead.
      actor: { memberId, isAdmin: false },
      status,
      tradeId: tradeId?.toLowerCase() ?? null,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const answer: ListingChange = { ...messageBody(statusAnswer(status)), listing: listingView(result.state) };
    res.json(answer);
  });

  router.post('/api/listings/:id/renew', async (req, res) => {
    const { memberId } = requireActor(req);
    const listingId = listingIdOf(req);
    const result = await renewListing(contextOf(req, deps), listingId, memberId, 'web');
    await deps.projections.waitFor(result.position);
    const date = expiresAtOf(result.state)!.toISOString().slice(0, 10);
    const answer: ListingChange = { ...messageBody(needsMessages.message('renewed', { date })), listing: listingView(result.state) };
    res.json(answer);
  });

  return router;
}
