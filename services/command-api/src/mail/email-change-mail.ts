import type { Db, JobQueue } from '@barteraid/infra';
import type { MemberLanguage } from '@barteraid/events';
import { emailChangeMail } from '@barteraid/events/messages/email-change-mail';
import { letterIn, renderLetter, type Letter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { languageOf } from './recipient';
import { commandDbOf } from '../read-models';

export interface EmailChangeMail {
  memberId: string;
  currentEmail: string;
  newEmail: string;
  /** The confirmation page with the token: /settings/confirm-email?token=… */
  link: string;
  /** The site, for the notice's link to Settings. */
  baseUrl: string;
  expiresAt: string;
  /** The EmailChangeRequested event's id: both mails' outbox ids follow from it. */
  causeEventId: string;
}

export const confirmEmailLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/settings/confirm-email?token=${encodeURIComponent(token)}`;

/** The link to the new address, in the member's language. */
const confirmLetter = (language: MemberLanguage, change: EmailChangeMail): Letter =>
  letterIn(language, {
    subject: emailChangeMail.message('confirmSubject'),
    paragraphs: [emailChangeMail.message('confirmAsked', { email: change.newEmail }), emailChangeMail.message('confirmLink', { expires: change.expiresAt })],
    link: { label: emailChangeMail.message('confirmLabel'), url: change.link },
  });

/** The notice to the current address, in the member's language. */
const noticeLetter = (language: MemberLanguage, change: EmailChangeMail, settings: string): Letter =>
  letterIn(language, {
    subject: emailChangeMail.message('noticeSubject'),
    paragraphs: [emailChangeMail.message('notice', { email: change.newEmail }), emailChangeMail.message('noticeIfNotYou')],
    link: { label: emailChangeMail.message('noticeLabel'), url: settings },
    footer: emailChangeMail.message('noticeFooter'),
  });

/**
 * The two mails of an email change, added by the request itself: the link exists only there (the
 * log keeps the token's hash). The link goes to the new address, proving the member reads it; the
 * notice goes to the current one, so a change the owner did not ask for does not pass unseen. Both
 * ignore preferences (they are about the account itself) and carry no unsubscribe link; their ids
 * follow from the request's event, so adding them again adds nothing.
 */
export async function mailEmailChange(db: Db, queue: JobQueue | null, change: EmailChangeMail): Promise<void> {
  // Both addresses belong to the same member: both mails are in the language they saved.
  const language = await languageOf(commandDbOf(db), change.memberId);
  const settings = `${change.baseUrl.replace(/\/+$/, '')}/settings`;
  const mails = [
    { kind: 'email_change_confirm', to: change.newEmail, mail: renderLetter(confirmLetter(language, change), language, null) },
    { kind: 'email_change_notice', to: change.currentEmail, mail: renderLetter(noticeLetter(language, change, settings), language, null) },
  ];
  for (const each of mails) {
    const id = mailId(change.causeEventId, each.kind, change.memberId);
    await addToOutbox(db, {
      id,
      kind: each.kind,
      memberId: change.memberId,
      to: each.to,
      mail: each.mail,
      causeEventId: change.causeEventId,
      causePosition: null,
      sendAfter: new Date(),
    });
    // Without a queue here (a split command API without Redis) the mail worker's sweep picks the row up.
    await queue?.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
  }
}
