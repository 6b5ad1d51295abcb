import { Router } from 'express';
import { sql } from 'kysely';
import { requestMessages } from '@barteraid/events/messages/request';
import { badRequest, requireActor } from '@barteraid/infra';
import type { AppNotification, NotificationPage } from '@barteraid/events/contracts/notifications';
import type { QueryDeps } from '../deps';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';

const LIMIT = 50;
/** A page of the notifications page. */
const PAGE_SIZE = 20;

/** The member's notifications, newest first (before a log position, for a later page), each with whether the bell showed it already. */
function notificationsOf(db: QueryDeps['db'], memberId: string, beforePosition: number | null, limit: number) {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('notification_seen_ids as s', (join) => join.onRef('s.notification_id', '=', 'n.id').onRef('s.member_id', '=', 'n.member_id'))
    .select(['n.id', 'n.type', 'n.title', 'n.description', 'n.title_code', 'n.title_params', 'n.description_code', 'n.description_params', 'n.created_at', 'n.read', 'n.trade_id', 'n.link', 'n.position'])
    .select(sql<boolean>`s.notification_id is not null`.as('seen'))
    .where('n.member_id', '=', memberId);
  if (beforePosition !== null) query = query.where('n.position', '<', beforePosition);
  return query.orderBy('n.position', 'desc').limit(limit).execute();
}

type NotificationRow = Awaited<ReturnType<typeof notificationsOf>>[number];

/** A stored text as data, or null for a row stored as English before migration 0260. */
const stored = (code: string | null, params: Record<string, string | number> | null): MessageData | null =>
  code === null ? null : params === null ? { code } : { code, params };

const notificationOf = (row: NotificationRow): AppNotification => {
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
  seen: row.read || row.seen,
  tradeId: row.trade_id,
  link: row.link,
  };
};

export function notificationRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The signed-in member's latest notifications for the bell, newest first. */
  router.get('/api/notifications', async (req, res) => {
    const actor = requireActor(req);
    const rows = await notificationsOf(deps.db, actor.memberId, null, LIMIT);
    res.set('Cache-Control', 'no-store').json(rows.map(notificationOf));
  });

  /** Every notification of the member, newest first, a page at a time (`?cursor=`), for the notifications page. */
  router.get('/api/notifications/history', async (req, res) => {
    const actor = requireActor(req);
    const unknown = Object.keys(req.query).find((name) => name !== 'cursor');
    if (unknown) throw badRequest(requestMessages.message('unknownParameter', { name: unknown }), { field: unknown });
    const beforePosition = decodeHistoryCursor(req.query.cursor);
    // One more than a page: if it is there, the page's last notification is where the next page starts.
    const rows = await notificationsOf(deps.db, actor.memberId, beforePosition, PAGE_SIZE + 1);
    const page = rows.slice(0, PAGE_SIZE);
    const last = page[page.length - 1];
    const answer: NotificationPage = {
      notifications: page.map(notificationOf),
      nextCursor: rows.length > PAGE_SIZE && last ? encodeHistoryCursor(Number(last.position)) : null,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
