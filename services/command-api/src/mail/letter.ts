import type { MailKind, MemberLanguage } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { renderIn } from '@barteraid/events/messages/language';
import { mailMessages } from '@barteraid/events/messages/mail';
import { greetingIn } from './languages';

/** What a mail says, before it is rendered to text and HTML. */
export interface Letter {
  subject: string;
  greeting: string;
  /** Paragraphs, plain text. */
  paragraphs: string[];
  /** Where the member can act on it. */
  link: { label: string; url: string };
  /** The closing line of a mail without an unsubscribe link, when "ignore this email" would be wrong advice. */
  footer?: string;
}

/** What a mail says as data: each text a message of its feature's catalogue, written in the reader's language when it is addressed. */
export interface LetterWords {
  subject: MessageData;
  paragraphs: readonly MessageData[];
  link: { label: MessageData; url: string };
  footer?: MessageData;
}

/** A letter in `language`, greeting the reader by their first name when it is known. */
export function letterIn(language: MemberLanguage, words: LetterWords, firstName: string | null = null): Letter {
  return {
    subject: renderIn(language, words.subject),
    greeting: greetingIn(language, firstName),
    paragraphs: words.paragraphs.map((paragraph) => renderIn(language, paragraph)),
    link: { label: renderIn(language, words.link.label), url: words.link.url },
    ...(words.footer ? { footer: renderIn(language, words.footer) } : {}),
  };
}

/** A mail as rendered, with its unsubscribe link (none for the password reset). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Plain text and HTML with the same words, in the letter's language (its own texts are already in
 * it; `language` picks the footer); `unsubscribe` adds the footer and the List-Unsubscribe header.
 */
export function renderLetter(letter: Letter, language: MemberLanguage, unsubscribe: { url: string; kind: MailKind } | null): RenderedMail {
  const footer = unsubscribe ? renderIn(language, mailMessages.message('unsubscribe')) : (letter.footer ?? renderIn(language, mailMessages.message('ignore')));
  const text = [
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${letter.link.label}: ${letter.link.url}`,
    '',
    '--',
    unsubscribe ? `${footer}${unsubscribe.url}` : footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    `<p>${escapeHtml(letter.greeting)}</p>`,
    ...letter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(letter.link.url)}">${escapeHtml(letter.link.label)}</a></p>`,
    '<hr>',
    unsubscribe
      ? `<p style="font-size: 0.85em; color: #6b7280">${escapeHtml(footer)}<a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(renderIn(language, mailMessages.message('unsubscribeLabel')))}</a>.</p>`
      : `<p style="font-size: 0.85em; color: #6b7280">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  // RFC 8058: the provider's own unsubscribe button posts to the link, with no page to click through.
  const headers: Record<string, string> = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { subject: letter.subject, text, html, headers };
}
