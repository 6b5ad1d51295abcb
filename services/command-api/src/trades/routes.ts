import { Router, type Request, type Response } from 'express';
import { notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { newEntityId, nowOf } from '../command-handling';
import { releasePeriodMs, tradeMessages, type TradeCommand } from './trade';
import { acceptTrade, changeTrade, proposeTrade, type TradeResult } from './trade-commands';
import { counterTradeSchema, proposeTradeSchema, scheduleTradeSchema, tradeStatusSchema } from '@barteraid/events/contracts/trades';
import { tradeIdParam } from './trade-input';
import { tradeView } from './trade-view';

function tradeIdOf(req: Request): string {
  const id = tradeIdParam(req.params.id);
  if (!id) throw notFound(tradeMessages.notFound);
  return id;
}

export function tradeRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** Answers once the read models show the change, with the trade as the acting member sees it. */
  async function answer(res: Response, memberId: string, result: TradeResult, status = 200) {
    await deps.projections.waitFor(result.position);
    res.status(status).json(tradeView(result.state, memberId));
  }

  router.post('/api/trades', async (req, res) => {
    const { memberId } = requireActor(req);
    const input = parseWith(proposeTradeSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await deps.hourlyLimits.within('proposal', memberId, () =>
      proposeTrade(context, {
        tradeId: newEntityId(context, 'trade'),
        initiatorId: memberId,
        listingId: input.listingId,
        amountCents: input.creditAmount ?? null,
        terms: input.proposedTerms,
      }),
    );
    await answer(res, memberId, result, 201);
  });

  /** The spec's call: accepted, completed, declined or cancelled. */
  router.patch('/api/trades/:id/status', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req);
    const { status, reason } = parseWith(tradeStatusSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const commands: Record<Exclude<typeof status, 'accepted'>, TradeCommand> = {
      completed: { type: 'CompleteTrade', actorId: memberId, now, releaseAfterMs: releasePeriodMs(deps.config.AUTO_RELEASE_DAYS) },
      declined: { type: 'DeclineTrade', actorId: memberId, now },
      cancelled: { type: 'CancelTrade', actorId: memberId, reason: reason || null, now },
    };
    const result =
      status === 'accepted' ? await acceptTrade(context, tradeId, memberId) : await changeTrade(context, tradeId, commands[status]);
    await answer(res, memberId, result);
  });

  router.post('/api/trades/:id/counter', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req);
    const counter = parseWith(counterTradeSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await changeTrade(context, tradeId, {
      type: 'CounterTrade',
      actorId: memberId,
      amountCents: counter.creditAmount ?? null,
      terms: counter.proposedTerms ?? null,
      now: nowOf(context).toISOString(),
    });
    await answer(res, memberId, result);
  });

  router.post('/api/trades/:id/schedule', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req);
    const { at, place } = parseWith(scheduleTradeSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await changeTrade(context, tradeId, {
      type: 'ScheduleTrade',
      actorId: memberId,
      at: new Date(at).toISOString(),
      place,
      now: nowOf(context).toISOString(),
    });
    await answer(res, memberId, result);
  });

  router.post('/api/trades/:id/urgent', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdOf(req);
    const context = contextOf(req, deps);
    const result = await changeTrade(context, tradeId, { type: 'MarkUrgent', actorId: memberId, now: nowOf(context).toISOString() });
    await answer(res, memberId, result);
  });

  return router;
}
