import type { Db, JobQueue } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import type { MemberLanguage } from '@barteraid/events';
import { emailConfirmationMail } from '@barteraid/events/messages/email-confirmation-mail';
import { letterIn, renderLetter, type Letter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { languageOf } from './recipient';

export interface EmailConfirmationMail {
  memberId: string;
  email: string;
  /** The page that confirms it: /auth/confirm-email?token=… */
  link: string;
  expiresAt: string;
  /** The EmailConfirmationRequested event's id: the mail's outbox id follows from it. */
  causeEventId: string;
}

export const confirmAddressLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/auth/confirm-email?token=${encodeURIComponent(token)}`;

/** The link to the address given at registration, in the member's language. */
const confirmLetter = (language: MemberLanguage, mail: EmailConfirmationMail): Letter =>
  letterIn(language, {
    subject: emailConfirmationMail.message('subject'),
    paragraphs: [emailConfirmationMail.message('welcome', { email: mail.email }), emailConfirmationMail.message('link', { expires: mail.expiresAt })],
    link: { label: emailConfirmationMail.message('label'), url: mail.link },
  });

/**
 * The confirmation link, added by the request itself: the link exists only there (the log keeps the
 * token's hash). About the account itself, so it ignores preferences and has no unsubscribe link;
 * its id follows from the request's event, so adding it again adds nothing.
 */
export async function mailEmailConfirmation(db: Db, queue: JobQueue | null, mail: EmailConfirmationMail): Promise<void> {
  const language = await languageOf(commandDbOf(db), mail.memberId);
  const kind = 'email_confirm';
  const id = mailId(mail.causeEventId, kind, mail.memberId);
  await addToOutbox(db, {
    id,
    kind,
    memberId: mail.memberId,
    to: mail.email,
    mail: renderLetter(confirmLetter(language, mail), language, null),
    causeEventId: mail.causeEventId,
    causePosition: null,
    sendAfter: new Date(),
  });
  // Without a queue here (a split command API without Redis) the mail worker's sweep picks the row up.
  await queue?.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
}
