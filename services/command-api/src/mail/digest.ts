import type { Db } from '@barteraid/infra';
import { renderLetter, type RenderedMail } from './letter';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token';

const PREVIEW = 300;

/**
 * The chat digest as it stands when its window ends: the conversation's messages to the member that
 * are still unread then, or null when they have read them all (nothing left to say).
 */
export async function composeDigest(db: Db, memberId: string, tradeId: string, baseUrl: string, secret: string): Promise<RenderedMail | null> {
  const unread = await db
    .selectFrom('trade_messages')
    .select(['sender_id', 'content', 'created_at'])
    .where('trade_id', '=', tradeId)
    .where('recipient_id', '=', memberId)
    .where('read_at', 'is', null)
    .orderBy('position')
    .execute();
  if (unread.length === 0) return null;
  const trade = await db.selectFrom('trades').select('listing_title').where('id', '=', tradeId).executeTakeFirst();
  const senders = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(unread.map((message) => message.sender_id))])
    .execute();
  const name = new Map(senders.map((sender) => [sender.id, sender.username]));
  const title = trade?.listing_title ?? 'your trade';
  const count = unread.length === 1 ? '1 unread message' : `${unread.length} unread messages`;
  return renderLetter(
    {
      subject: `${count} about ${title}`,
      greeting: 'Hello,',
      paragraphs: [
        `You have ${count} in the conversation about "${title}":`,
        ...unread.map((message) => {
          const content = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
          return `${name.get(message.sender_id) ?? 'A member'}: ${content}`;
        }),
      ],
      link: { label: 'Reply in the conversation', url: `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}` },
    },
    { kind: 'chat_digest', url: unsubscribeLink(baseUrl, unsubscribeToken(secret, memberId, 'chat_digest')) },
  );
}
