import type { Db, JobQueue } from '@barteraid/infra';
import type { PasswordResetMailer } from '../password-reset/mailer';
import type { MemberLanguage } from '@barteraid/events';
import { passwordResetMail } from '@barteraid/events/messages/password-reset-mail';
import { inLanguage } from './languages';
import { letterIn, renderLetter, type Letter } from './letter';
import { linkLabels } from './plans';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { recipientOf } from './recipient';
import { commandDbOf } from '../read-models';

/** The reset mail in the reader's language: the link carries it, and its expiry is written for it. */
const resetLetter = (language: MemberLanguage, link: string, expiresAt: string, firstName: string | null): Letter =>
  letterIn(
    language,
    {
      subject: passwordResetMail.message('subject'),
      paragraphs: [passwordResetMail.message('asked'), passwordResetMail.message('link', { expires: expiresAt })],
      link: { label: linkLabels.forgotPassword, url: inLanguage(link, language) },
    },
    firstName,
  );

/**
 * The reset mail goes through the outbox like every other, but is added where the link is known
 * (the request itself: the log keeps only the token's hash). Its id follows from the
 * PasswordResetRequested event, so it is one mail however often it is added. It ignores
 * preferences; a suspended account gets none. Without a queue here (a split command API without
 * Redis) the mail worker's sweep picks the row up.
 */
export function outboxPasswordResetMailer(db: Db, queue: JobQueue | null): PasswordResetMailer {
  return {
    async sendPasswordReset(reset) {
      const recipient = await recipientOf(commandDbOf(db), reset.memberId, null, new Date());
      if (!recipient.reachable && recipient.why === 'suspended') return;
      const id = mailId(reset.causeEventId, 'password_reset', reset.memberId);
      const language = recipient.reachable ? recipient.language : 'en';
      const mail = renderLetter(resetLetter(language, reset.link, reset.expiresAt, recipient.reachable ? recipient.firstName : null), language, null);
      await addToOutbox(db, {
        id,
        kind: 'password_reset',
        memberId: reset.memberId,
        to: reset.to,
        mail,
        causeEventId: reset.causeEventId,
        causePosition: null,
        sendAfter: new Date(),
      });
      await queue?.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
    },
  };
}
