import type { Db, JobQueue } from '@barteraid/infra';
import type { PasswordResetMailer } from '../password-reset/mailer';
import { greeting, inLanguage, moment, type InEach } from './languages';
import { renderLetter, type Letter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { recipientOf } from './recipient';
import { commandDbOf } from '../read-models';

/** The reset mail in each language: the link's expiry comes formatted for it. */
const resetLetter: InEach<(link: string, expiresAt: string, firstName: string | null) => Letter> = {
  en: (link, expiresAt, firstName) => ({
    subject: 'Reset your BarterAid password',
    greeting: greeting.en(firstName),
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your BarterAid account.',
      `The link below lets you choose a new password. It works once, until ${moment.en(expiresAt)}.`,
    ],
    link: { label: 'Choose a new password', url: link },
  }),
  es: (link, expiresAt, firstName) => ({
    subject: 'Cambie su contraseña de BarterAid',
    greeting: greeting.es(firstName),
    paragraphs: [
      'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de BarterAid.',
      `Con el enlace de abajo puede elegir una contraseña nueva. Sirve una sola vez, hasta el ${moment.es(expiresAt)}.`,
    ],
    link: { label: 'Elegir una contraseña nueva', url: link },
  }),
};

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
      const mail = renderLetter(resetLetter[language](inLanguage(reset.link, language), reset.expiresAt, recipient.reachable ? recipient.firstName : null), language, null);
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
