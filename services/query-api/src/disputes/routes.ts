import { Router } from 'express';
import type { DisputeStory } from '@barteraid/events/contracts/disputes';
import { notFound, requireActor } from '@barteraid/infra';
import type { QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';
import { tradeConversation, tradeTimeline } from '../trades/story';
import { disputeViews } from './view';
import { disputesMessages } from '@barteraid/events/messages/disputes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notYours = () => notFound(disputesMessages.message('notFound'));
const LIST_LIMIT = 200;

export function disputeRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** "Your disputes": the member's disputes as either party, newest first. */
  router.get('/api/disputes', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await db
      .selectFrom('disputes')
      .selectAll()
      .where((eb) => eb.or([eb('payer_id', '=', memberId), eb('payee_id', '=', memberId)]))
      .orderBy('opened_at', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    res.set('Cache-Control', 'no-store').json(await disputeViews(db, rows));
  });

  /** The dispute of a trade, for its two parties and administrators; 404 for anyone else or when there is none. */
  router.get('/api/trades/:tradeId/dispute', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = String(req.params.tradeId);
    if (!UUID.test(tradeId)) throw notYours();
    const row = await db.selectFrom('disputes').selectAll().where('trade_id', '=', tradeId.toLowerCase()).executeTakeFirst();
    if (!row) throw notYours();
    if (row.payer_id !== memberId && row.payee_id !== memberId) {
      const viewer = await db.selectFrom('members').select('is_admin').where('id', '=', memberId).executeTakeFirst();
      if (!viewer?.is_admin) throw notYours();
    }
    const [view] = await disputeViews(db, [row]);
    res.set('Cache-Control', 'no-store').json(view);
  });

  /** The administrators' queue: open disputes oldest first, then decided ones, newest first. */
  router.get('/api/admin/disputes', async (req, res) => {
    await requireAdmin(req, db);
    const open = await db.selectFrom('disputes').selectAll().where('status', '=', 'open').orderBy('opened_at', 'asc').limit(LIST_LIMIT).execute();
    const decided = await db.selectFrom('disputes').selectAll().where('status', '=', 'decided').orderBy('decided_at', 'desc').limit(LIST_LIMIT).execute();
    res.set('Cache-Control', 'no-store').json(await disputeViews(db, [...open, ...decided]));
  });

  /** The trade's whole story for the administrator deciding: the dispute, the timeline and the conversation. */
  router.get('/api/admin/disputes/:tradeId', async (req, res) => {
    await requireAdmin(req, db);
    const tradeId = String(req.params.tradeId);
    if (!UUID.test(tradeId)) throw notYours();
    const row = await db.selectFrom('disputes').selectAll().where('trade_id', '=', tradeId.toLowerCase()).executeTakeFirst();
    if (!row) throw notYours();
    const [dispute] = await disputeViews(db, [row]);
    const story: DisputeStory = { dispute: dispute!, timeline: await tradeTimeline(db, row.trade_id), conversation: await tradeConversation(db, row.trade_id) };
    res.set('Cache-Control', 'no-store').json(story);
  });

  return router;
}
