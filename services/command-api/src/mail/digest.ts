import type { MemberLanguage } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { greeting, type InEach } from './languages';
import { renderLetter, type RenderedMail } from './letter';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token';

const PREVIEW = 300;

/** The digest's words in each language; `title` is null when the trade is not known (any more). */
const digestTexts: InEach<{
  someone: string;
  yourTrade: string;
  count: (unread: number) => string;
  subject: (count: string, title: string) => string;
  intro: (count: string, title: string) => string;
  reply: string;
}> = {
  en: {
    someone: 'A member',
    yourTrade: 'your trade',
    count: (unread) => (unread === 1 ? '1 unread message' : `${unread} unread messages`),
    subject: (count, title) => `${count} about ${title}`,
    intro: (count, title) => `You have ${count} in the conversation about "${title}":`,
    reply: 'Reply in the conversation',
  },
  es: {
    someone: 'Un miembro',
    yourTrade: 'su intercambio',
    count: (unread) => (unread === 1 ? '1 mensaje sin leer' : `${unread} mensajes sin leer`),
    subject: (count, title) => `${count} sobre ${title}`,
    intro: (count, title) => `Tiene ${count} en la conversación sobre “${title}”:`,
    reply: 'Responder en la conversación',
  },
};

/**
 * The chat digest as it stands when its window ends: the conversation's messages to the member that
 * are still unread then, or null when they have read them all (nothing left to say).
 */
export async function composeDigest(
  db: CommandDb,
  memberId: string,
  language: MemberLanguage,
  tradeId: string,
  baseUrl: string,
  secret: string,
  firstName: string | null = null,
): Promise<RenderedMail | null> {
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
  const texts = digestTexts[language];
  const title = trade?.listing_title ?? texts.yourTrade;
  const count = texts.count(unread.length);
  return renderLetter(
    {
      subject: texts.subject(count, title),
      greeting: greeting[language](firstName),
      paragraphs: [
        texts.intro(count, title),
        ...unread.map((message) => {
          const content = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
          return `${name.get(message.sender_id) ?? texts.someone}: ${content}`;
        }),
      ],
      link: { label: texts.reply, url: `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}` },
    },
    language,
    { kind: 'chat_digest', url: unsubscribeLink(baseUrl, unsubscribeToken(secret, memberId, 'chat_digest')) },
  );
}
