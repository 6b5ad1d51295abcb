import { Router } from 'express';
import type { QueryDb } from '../read-models';
import { notFound, requireActor } from '@barteraid/infra';
import { referenceWindowClosesAt } from '@barteraid/events';
import type { ReceivedReferences, ReferenceStatus, TradeReferences } from '@barteraid/events/contracts/references';
import { readTimeOf, type QueryDeps } from '../deps';
import { MEMBER_NOT_FOUND } from '../members/routes';
import { memberIdByUsername } from '../members/public-profile';
import { afterPageEnd, pageOf, parsePageRequest } from '../members/newest-first';
import { referenceShows, shows } from './visibility';
import { referenceView } from './view';
import { tradesMessages } from '@barteraid/events/messages/trades';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Strangers learn nothing of a trade, as the trades answers tell them. */
const TRADE_NOT_FOUND = tradesMessages.message('notFound');

/** References with their trade's listing title and their author's public name and picture. */
function referencesWithContext(db: QueryDb) {
  return db
    .selectFrom('trade_references')
    .leftJoin('reference_trades', 'reference_trades.trade_id', 'trade_references.trade_id')
    .leftJoin('members as authors', 'authors.id', 'trade_references.author_id')
    .select([
      'trade_references.id',
      'trade_references.trade_id',
      'trade_references.author_id',
      'trade_references.subject_id',
      'trade_references.rating',
      'trade_references.comment',
      'trade_references.created_at',
      'trade_references.trade_completed_at',
      'reference_trades.listing_title',
      'authors.username as author_username',
      'authors.avatar_url as author_avatar',
    ]);
}

export function referenceRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** The references a member received that show now, newest first: anyone may read them, like the profile. */
  router.get('/api/members/:username/references', async (req, res) => {
    const page = parsePageRequest(req.query);
    const memberId = await memberIdByUsername(db, String(req.params.username));
    if (!memberId) throw notFound(MEMBER_NOT_FOUND);
    let query = referencesWithContext(db)
      .where('trade_references.subject_id', '=', memberId)
      .where(referenceShows('trade_references', readTimeOf(deps)));
    if (page.after) query = query.where(afterPageEnd('trade_references', page.after));
    const rows = await query
      .orderBy('trade_references.created_at', 'desc')
      .orderBy('trade_references.id', 'desc')
      .limit(page.limit + 1)
      .execute();
    const { rows: shown, nextCursor } = pageOf(rows, page.limit, (row) => ({ createdAt: new Date(row.created_at).toISOString(), id: row.id }));
    const answer: ReceivedReferences = { references: shown.map(referenceView), nextCursor };
    res.set('Cache-Control', 'no-cache').json(answer);
  });

  /** Where the signed-in member stands with references on one of their trades (parties only). */
  router.get('/api/trades/:id/references', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = String(req.params.id);
    if (!UUID.test(tradeId)) throw notFound(TRADE_NOT_FOUND);
    const trade = await db.selectFrom('reference_trades').selectAll().where('trade_id', '=', tradeId.toLowerCase()).executeTakeFirst();
    if (!trade || (trade.initiator_id !== memberId && trade.recipient_id !== memberId)) throw notFound(TRADE_NOT_FOUND);
    const subjectId = trade.initiator_id === memberId ? trade.recipient_id : trade.initiator_id;
    const [rows, subject] = await Promise.all([
      referencesWithContext(db).where('trade_references.trade_id', '=', trade.trade_id).execute(),
      db.selectFrom('members').select('username').where('id', '=', subjectId).executeTakeFirst(),
    ]);
    const now = readTimeOf(deps);
    const mine = rows.find((row) => row.author_id === memberId) ?? null;
    const theirs = rows.find((row) => row.author_id === subjectId) ?? null;
    const theirsShows = theirs !== null && shows(new Date(theirs.trade_completed_at), mine !== null, now);
    const completedAt = trade.completed_at ? new Date(trade.completed_at).toISOString() : null;
    const closesAt = completedAt ? referenceWindowClosesAt(completedAt) : null;
    const status: ReferenceStatus =
      closesAt === null ? 'not_completed' : mine ? 'left' : now.getTime() >= Date.parse(closesAt) ? 'closed' : 'open';
    const answer: TradeReferences = {
      tradeId: trade.trade_id,
      listingTitle: trade.listing_title,
      status,
      canLeave: status === 'open',
      closesAt,
      subject: { id: subjectId, username: subject?.username ?? 'A member' },
      mine: mine ? referenceView(mine) : null,
      theirs: theirs && theirsShows ? referenceView(theirs) : null,
      theirsHidden: theirs !== null && !theirsShows,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
