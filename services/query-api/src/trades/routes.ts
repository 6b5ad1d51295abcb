import { Router, type Request } from 'express';
import { notFound, requireActor } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import type { QueryDeps } from '../deps';
import { tradeView } from './view';
import { messagesQuery, messageView, tradeConversation, tradeTimeline } from './story';
import { tradesMessages } from '@barteraid/events/messages/trades';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIVE = ['pending', 'accepted'];
const TRADES_LIMIT = 200;
const USER_MESSAGES_LIMIT = 100;

const notYours = () => notFound(tradesMessages.message('notFound'));

/** A trade the member is a party of; strangers get the same 404 as for a trade that does not exist. */
async function partyTrade(db: QueryDb, req: Request, memberId: string) {
  const tradeId = String(req.params.id ?? '');
  if (!UUID.test(tradeId)) throw notYours();
  const row = await db.selectFrom('trades').selectAll().where('id', '=', tradeId.toLowerCase()).executeTakeFirst();
  if (!row || (row.initiator_id !== memberId && row.recipient_id !== memberId)) throw notYours();
  return row;
}

export function tradeRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The member's trades, most recent activity first; `?status=active` keeps pending and accepted ones. */
  router.get('/api/user/trades', async (req, res) => {
    const { memberId } = requireActor(req);
    let query = deps.db
      .selectFrom('trades')
      .selectAll()
      .where((eb) => eb.or([eb('initiator_id', '=', memberId), eb('recipient_id', '=', memberId)]))
      .orderBy('last_activity_at', 'desc')
      .orderBy('id')
      .limit(TRADES_LIMIT);
    if (req.query.status === 'active') query = query.where('status', 'in', ACTIVE);
    const rows = await query.execute();
    res.set('Cache-Control', 'no-store').json(rows.map((row) => tradeView(row, memberId)));
  });

  router.get('/api/trades/:id', async (req, res) => {
    const { memberId } = requireActor(req);
    const row = await partyTrade(deps.db, req, memberId);
    res.set('Cache-Control', 'no-store').json(tradeView(row, memberId));
  });

  /** Who did what and when, oldest first: the trade's story for its two members. */
  router.get('/api/trades/:id/timeline', async (req, res) => {
    const { memberId } = requireActor(req);
    const trade = await partyTrade(deps.db, req, memberId);
    res.set('Cache-Control', 'no-store').json(await tradeTimeline(deps.db, trade.id));
  });

  /** The conversation of one trade, oldest first (parties only). */
  router.get('/api/trades/:id/messages', async (req, res) => {
    const { memberId } = requireActor(req);
    const trade = await partyTrade(deps.db, req, memberId);
    res.set('Cache-Control', 'no-store').json(await tradeConversation(deps.db, trade.id));
  });

  /** `?unread=true`: unread messages to the member (the bell); otherwise their latest messages either way. */
  router.get('/api/user/messages', async (req, res) => {
    const { memberId } = requireActor(req);
    let query = messagesQuery(deps.db).orderBy('trade_messages.position', 'desc').limit(USER_MESSAGES_LIMIT);
    if (req.query.unread === 'true') {
      query = query.where('trade_messages.recipient_id', '=', memberId).where('trade_messages.read_at', 'is', null);
    } else {
      query = query.where((eb) =>
        eb.or([eb('trade_messages.recipient_id', '=', memberId), eb('trade_messages.sender_id', '=', memberId)]),
      );
    }
    res.set('Cache-Control', 'no-store').json((await query.execute()).map(messageView));
  });

  return router;
}
