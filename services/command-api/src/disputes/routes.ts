import { Router, type Request, type Response } from 'express';
import { streams } from '@barteraid/events';
import { decideDisputeSchema, disputeMessageSchema, openDisputeSchema, type DisputeChange } from '@barteraid/events/contracts/disputes';
import { notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { loadStream } from '../command-handling';
import { memberDecider } from '../members/member';
import { requireAdminActor } from '../admin/require-admin';
import { tradeIdParam } from '../trades/trade-input';
import { disputeMessages } from './dispute';
import { decideDispute, openDispute, postDisputeMessage, type DisputeResult } from './dispute-commands';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { tradesMessages } from '@barteraid/events/messages/trades';

function tradeIdOf(req: Request, message: MessageData): string {
  const id = tradeIdParam(req.params.tradeId);
  if (!id) throw notFound(message);
  return id;
}

export function disputeRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** Answers once the read models show the change. */
  async function answer(res: Response, result: DisputeResult, status = 200) {
    await deps.projections.waitFor(result.position);
    const { disputeId, tradeId } = result.state.facts;
    const change: DisputeChange = { id: disputeId, tradeId, status: result.state.status };
    res.status(status).json(change);
  }

  /** A party of an accepted (held) trade, or of one completed in the last 14 days, asks an administrator to decide. */
  router.post('/api/trades/:tradeId/dispute', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req, tradesMessages.message('notFound'));
    const { reason, evidence } = parseWith(openDisputeSchema, req.body ?? {});
    const result = await openDispute(contextOf(req, deps), { tradeId, actorId: memberId, reason, evidence });
    await answer(res, result, 201);
  });

  /** The dispute's own thread: both parties and administrators. */
  router.post('/api/trades/:tradeId/dispute/messages', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req, disputeMessages.notFound);
    const { body } = parseWith(disputeMessageSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const { state: member } = await loadStream(context.store, streams.member(memberId), memberDecider);
    const post = () => postDisputeMessage(context, { tradeId, actorId: memberId, isAdmin: member.isAdmin, body });
    // The parties' messages count; the team answers every dispute it decides, without a limit.
    const result = member.isAdmin ? await post() : await deps.hourlyLimits.within('disputeMessage', memberId, post);
    await answer(res, result, 201);
  });

  /** An administrator decides: release to the payee, return to the payer, or split. */
  router.post('/api/admin/disputes/:tradeId/decision', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const tradeId = tradeIdOf(req, disputeMessages.notFound);
    const { outcome, payeeCredits, payerCredits, note } = parseWith(decideDisputeSchema, req.body ?? {});
    const result = await decideDispute(context, { tradeId, adminId, outcome, payeeCents: payeeCredits ?? 0, payerCents: payerCredits ?? 0, note });
    await answer(res, result);
  });

  return router;
}
