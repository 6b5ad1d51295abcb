import { Router } from 'express';
import { z } from 'zod';
import { formatCents, singleLineText } from '@barteraid/events';
import { parseWith, requireActor } from '@barteraid/infra';
import type { Conversation, TradeSettlement, TradeStatus } from '@barteraid/events/contracts/trades';
import type { QueryDeps } from '../deps';

const LIMIT = 200;
const SEARCH_MAX = 100;

/** Only `search` is read; a longer one is cut, text that cannot be stored (or a repeated one) is a 400. */
const conversationsQuery = z.object({
  search: singleLineText('Search', { error: 'Give search only once.' })
    .trim()
    .transform((search) => search.slice(0, SEARCH_MAX))
    .optional(),
});

/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function conversationRoutes(deps: QueryDeps): Router {
  const router = Router();

  /**
   * The member's conversation list: one row per trade, latest activity first. `?search=` matches
   * the other member's name, the listing title or any message of the conversation.
   */
  router.get('/api/conversations', async (req, res) => {
    const { memberId } = requireActor(req);
    const search = parseWith(conversationsQuery, req.query).search ?? '';
    let query = deps.db
      .selectFrom('conversations')
      .innerJoin('trades', 'trades.id', 'conversations.trade_id')
      .select([
        'conversations.trade_id',
        'conversations.counterparty_id',
        'conversations.counterparty_username',
        'conversations.listing_title',
        'conversations.trade_status',
        'conversations.last_message_preview',
        'conversations.last_message_at',
        'conversations.last_sender_id',
        'conversations.unread_count',
        'conversations.last_activity_at',
        'trades.amount_cents',
        'trades.payer_id',
        'trades.is_urgent',
        'trades.settlement',
        'trades.awaiting_id',
      ])
      .where('conversations.member_id', '=', memberId)
      .orderBy('conversations.last_activity_at', 'desc')
      .orderBy('conversations.trade_id')
      .limit(LIMIT);
    if (search) {
      const pattern = containing(search);
      query = query.where((eb) =>
        eb.or([
          eb('conversations.counterparty_username', 'ilike', pattern),
          eb('conversations.listing_title', 'ilike', pattern),
          eb.exists(
            eb
              .selectFrom('trade_messages')
              .select('trade_messages.id')
              .whereRef('trade_messages.trade_id', '=', 'conversations.trade_id')
              .where('trade_messages.content', 'ilike', pattern),
          ),
        ]),
      );
    }
    const rows = await query.execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): Conversation => ({
        tradeId: row.trade_id,
        counterparty: { id: row.counterparty_id, username: row.counterparty_username },
        listingTitle: row.listing_title,
        status: row.trade_status as TradeStatus,
        settlement: row.settlement as TradeSettlement,
        creditAmount: formatCents(Number(row.amount_cents)),
        direction: row.payer_id === memberId ? 'paying' : 'receiving',
        isUrgent: row.is_urgent,
        awaitingMe: row.awaiting_id === memberId,
        lastMessage: row.last_message_at
          ? {
              preview: row.last_message_preview ?? '',
              createdAt: new Date(row.last_message_at).toISOString(),
              fromMe: row.last_sender_id === memberId,
            }
          : null,
        unreadCount: Number(row.unread_count),
        lastActivityAt: new Date(row.last_activity_at).toISOString(),
      })),
    );
  });

  return router;
}
