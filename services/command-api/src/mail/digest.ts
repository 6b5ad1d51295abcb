import type { MemberLanguage } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { renderIn } from '@barteraid/events/messages/language';
import { mailMessages } from '@barteraid/events/messages/mail';
import { letterIn, renderLetter, type RenderedMail } from './letter';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-token';

const PREVIEW = 300;

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
  const title = trade?.listing_title ?? renderIn(language, mailMessages.message('digestYourTrade'));
  const one = unread.length === 1;
  const someone = renderIn(language, mailMessages.message('someone'));
  return renderLetter(
    letterIn(
      language,
      {
        subject: one ? mailMessages.message('digestSubjectOne', { title }) : mailMessages.message('digestSubject', { count: unread.length, title }),
        paragraphs: [
          one ? mailMessages.message('digestIntroOne', { title }) : mailMessages.message('digestIntro', { count: unread.length, title }),
          ...unread.map((message) => {
            const content = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
            return mailMessages.message('digestLine', { name: name.get(message.sender_id) ?? someone, content });
          }),
        ],
        link: { label: mailMessages.message('digestReply'), url: `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}` },
      },
      firstName,
    ),
    language,
    { kind: 'chat_digest', url: unsubscribeLink(baseUrl, unsubscribeToken(secret, memberId, 'chat_digest')) },
  );
}
