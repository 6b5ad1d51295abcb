import { Router } from 'express';
import { streams } from '@barteraid/events';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { markNotificationsReadSchema, markNotificationsSeenSchema } from '@barteraid/events/contracts/notifications';
import { messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { readMarksDecider } from './read-marks';
import { bellMessages } from '@barteraid/events/messages/bell';

export function notificationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** {ids} marks those notifications read; no ids marks all of them. Only the member's own are touched. */
  router.post('/api/notifications/read', async (req, res) => {
    const actor = requireActor(req);
    const { ids } = parseWith(markNotificationsReadSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.notifications(actor.memberId), readMarksDecider, {
      type: 'MarkNotificationsRead',
      memberId: actor.memberId,
      notificationIds: ids ?? null,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const answer: MessageResponse = messageBody(bellMessages.message(ids ? 'markedRead' : 'allMarkedRead'));
    res.json(answer);
  });

  /** {ids}: what the bell showed when opened; those stop counting on the bell and stay unread. */
  router.post('/api/notifications/seen', async (req, res) => {
    const actor = requireActor(req);
    const { ids } = parseWith(markNotificationsSeenSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.notifications(actor.memberId), readMarksDecider, {
      type: 'MarkNotificationsSeen',
      memberId: actor.memberId,
      notificationIds: ids,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    // Nothing to say: the bell's count drops.
    res.status(204).end();
  });

  return router;
}
