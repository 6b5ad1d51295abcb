import { sql } from 'kysely';
import type { ProjectedEventOf, ProjectionTransaction } from '../projection';

/** How much of the last message the conversation list shows. */
const PREVIEW_LENGTH = 120;

export const preview = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : content;

type MessageSent = ProjectedEventOf<'MessageSent'>;

/**
 * Records a run of sent messages (one, or a projector batch's worth) in four statements whatever
 * its length: the messages inserted; each trade's activity and its conversation rows' preview set
 * from its newest message of the run; and the unread count of each (trade, recipient) counted
 * again. The same rows as recording the messages one at a time, since only each trade's newest
 * message decides its preview and a count is taken after every insert of the run.
 */
export async function recordMessages(trx: ProjectionTransaction, messages: readonly MessageSent[]): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('trade_messages')
    .values(
      messages.map((event) => ({
        id: event.data.messageId,
        trade_id: event.data.tradeId,
        sender_id: event.data.senderId,
        recipient_id: event.data.recipientId,
        content: event.data.content,
        message_type: event.data.messageType,
        position: event.position,
        created_at: event.createdAt,
        read_at: null,
      })),
    )
    .execute();

  const newest = new Map<string, MessageSent>();
  const recipients = new Map<string, { trade_id: string; member_id: string }>();
  for (const event of messages) {
    newest.set(event.data.tradeId, event);
    recipients.set(`${event.data.tradeId}/${event.data.recipientId}`, { trade_id: event.data.tradeId, member_id: event.data.recipientId });
  }
  const latest = JSON.stringify(
    [...newest.values()].map((event) => ({
      trade_id: event.data.tradeId,
      at: event.createdAt.toISOString(),
      sender_id: event.data.senderId,
      preview: preview(event.data.content),
    })),
  );
  await sql`update trades set last_activity_at = v.at
    from jsonb_to_recordset(${latest}::jsonb) as v(trade_id uuid, at timestamptz)
    where trades.id = v.trade_id`.execute(trx);
  await sql`update conversations set last_message_preview = v.preview, last_message_at = v.at,
      last_sender_id = v.sender_id, last_activity_at = v.at
    from jsonb_to_recordset(${latest}::jsonb) as v(trade_id uuid, at timestamptz, sender_id uuid, preview text)
    where conversations.trade_id = v.trade_id`.execute(trx);
  await recountUnread(trx, [...recipients.values()]);
}

/** Sets each listed conversation row's unread count from its trade's messages to that member not yet read. */
export async function recountUnread(trx: ProjectionTransaction, rows: readonly { trade_id: string; member_id: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`update conversations set unread_count = (
      select count(*) from trade_messages m
      where m.trade_id = conversations.trade_id and m.recipient_id = conversations.member_id and m.read_at is null)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(trade_id uuid, member_id uuid)
    where conversations.trade_id = v.trade_id and conversations.member_id = v.member_id`.execute(trx);
}
