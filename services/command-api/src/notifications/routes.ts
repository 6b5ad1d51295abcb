import { Router } from 'express';
import { z } from 'zod';
import { streams } from '@barteraid/events';
import { parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { readMarksDecider } from './read-marks';

const markReadSchema = z.object({
  ids: z
    .array(z.string().uuid('Each notification id must be a valid id.'), { error: 'ids must be a list of notification ids.' })
    .max(200, 'Mark at most 200 notifications at once.')
    .nullish(),
});

export function notificationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** {ids} marks those notifications read; no ids marks all of them. Only the member's own are touched. */
  router.post('/api/notifications/read', async (req, res) => {
    const actor = requireActor(req);
    const { ids } = parseWith(markReadSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.notifications(actor.memberId), readMarksDecider, {
      type: 'MarkNotificationsRead',
      memberId: actor.memberId,
      notificationIds: ids ?? null,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.json({ message: ids ? 'Notifications marked as read.' : 'All notifications marked as read.' });
  });

  return router;
}
