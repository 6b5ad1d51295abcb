import { Router } from 'express';
import { messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import { leaveReferenceSchema, type ReferenceLeftAnswer } from '@barteraid/events/contracts/references';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { referenceMessages } from './reference';
import { leaveReference } from './reference-commands';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A party of a completed trade leaves their reference for the other party. */
export function referenceRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/trades/:id/references', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = String(req.params.id);
    if (!UUID.test(tradeId)) throw notFound(referenceMessages.notFound);
    const { rating, comment } = parseWith(leaveReferenceSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await leaveReference(context, { tradeId: tradeId.toLowerCase(), authorId: memberId, rating, comment });
    // Read-your-writes: the profile and the trade's references show it once this answers.
    await deps.projections.waitFor(result.position);
    // From the state, not the new events: a rerun of a request whose first run wrote it decides nothing.
    const left = result.state.written.find((reference) => reference.authorId === memberId);
    if (!left) throw notFound(referenceMessages.notFound);
    const answer: ReferenceLeftAnswer = {
      ...messageBody(result.state.written.length === 2 ? referenceMessages.bothLeft : referenceMessages.left),
      reference: {
        id: left.referenceId,
        tradeId: left.tradeId,
        authorId: left.authorId,
        subjectId: left.subjectId,
        rating: left.rating,
        comment: left.comment,
        createdAt: left.leftAt,
      },
    };
    res.status(201).json(answer);
  });

  return router;
}
