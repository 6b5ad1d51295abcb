import { Router } from 'express';
import { requireActor } from '@barteraid/infra';
import type { AppNotification } from '@barteraid/events/contracts/notifications';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';
import type { QueryApiDeps } from '../deps';

const LIMIT = 50;

/** A stored text as data, or null for a row stored as English before migration 0260. */
const stored = (code: string | null, params: Record<string, string | number> | null): MessageData | null =>
  code === null ? null : params === null ? { code } : { code, params };

export function notificationRoutes(deps: QueryApiDeps): Router {
  const router = Router();

  /** The signed-in member's latest notifications for the bell, newest first. */
  router.get('/api/notifications', async (req, res) => {
    const actor = requireActor(req);
    const rows = await deps.db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'description', 'title_code', 'title_params', 'description_code', 'description_params', 'created_at', 'read', 'trade_id', 'link'])
      .where('member_id', '=', actor.memberId)
      .orderBy('created_at', 'desc')
      .orderBy('position', 'desc')
      .limit(LIMIT)
      .execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): AppNotification => {
        const title = stored(row.title_code, row.title_params);
        const description = stored(row.description_code, row.description_params);
        return {
        id: row.id,
        type: row.type as AppNotification['type'],
        // Written in English when read; a row not yet replayed since 0260 keeps its English text.
        title: title ? inEnglish(title) : (row.title ?? ''),
        description: description ? inEnglish(description) : (row.description ?? ''),
        ...(title && description ? { titleMessage: title, descriptionMessage: description } : {}),
        timestamp: new Date(row.created_at).toISOString(),
        read: row.read,
        tradeId: row.trade_id,
        link: row.link,
        };
      }),
    );
  });

  return router;
}
