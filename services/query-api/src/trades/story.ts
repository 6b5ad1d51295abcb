import { formatCents } from '@barteraid/events';
import type { ChatMessage, TradeStep } from '@barteraid/events/contracts/trades';
import type { QueryDb } from '../read-models';

const MESSAGES_LIMIT = 1000;

/** Messages in the spec's shape, with the sender's name for the chat and the bell. */
export function messagesQuery(db: QueryDb) {
  return db
    .selectFrom('trade_messages')
    .leftJoin('trade_member_names', 'trade_member_names.member_id', 'trade_messages.sender_id')
    .select([
      'trade_messages.id',
      'trade_messages.trade_id',
      'trade_messages.sender_id',
      'trade_messages.recipient_id',
      'trade_messages.content',
      'trade_messages.message_type',
      'trade_messages.read_at',
      'trade_messages.created_at',
      'trade_messages.position',
      'trade_member_names.username',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['execute']>>[number];

export const messageView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  tradeId: row.trade_id,
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  content: row.content,
  messageType: row.message_type as ChatMessage['messageType'],
  isRead: row.read_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
  senderName: row.username ?? 'Unknown user',
});

/** Who did what and when on a trade, oldest first. */
export async function tradeTimeline(db: QueryDb, tradeId: string): Promise<TradeStep[]> {
  const rows = await db
    .selectFrom('trade_timeline')
    .leftJoin('trade_member_names', 'trade_member_names.member_id', 'trade_timeline.actor_id')
    .select(['step', 'at', 'actor_id', 'amount_cents', 'note', 'trade_member_names.username'])
    .where('trade_id', '=', tradeId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    step: row.step as TradeStep['step'],
    at: new Date(row.at).toISOString(),
    by: row.actor_id ? { id: row.actor_id, username: row.username ?? 'member' } : null,
    amount: row.amount_cents === null ? null : formatCents(Number(row.amount_cents)),
    note: row.note,
  }));
}

/** A trade's conversation, oldest first (its latest 1000 messages). */
export async function tradeConversation(db: QueryDb, tradeId: string): Promise<ChatMessage[]> {
  const rows = await messagesQuery(db).where('trade_messages.trade_id', '=', tradeId).orderBy('trade_messages.position', 'desc').limit(MESSAGES_LIMIT).execute();
  return rows.reverse().map(messageView);
}
