import { Router } from 'express';
import { requireActor } from '@barteraid/infra';
import type { AppNotification } from '@barteraid/events/contracts/notifications';
import type { QueryDeps } from '../deps';

const LIMIT = 50;

export function notificationRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The signed-in member's latest notifications for the bell, newest first. */
  router.get('/api/notifications', async (req, res) => {
    const actor = requireActor(req);
    const rows = await deps.db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'description', 'created_at', 'read', 'trade_id', 'link'])
      .where('member_id', '=', actor.memberId)
      .orderBy('created_at', 'desc')
      .orderBy('position', 'desc')
      .limit(LIMIT)
      .execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): AppNotification => ({
        id: row.id,
        type: row.type as AppNotification['type'],
        title: row.title,
        description: row.description,
        timestamp: new Date(row.created_at).toISOString(),
        read: row.read,
        tradeId: row.trade_id,
        link: row.link,
      })),
    );
  });

  return router;
}
