import type { Db, JobQueue } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { greeting, moment, type InEach } from './languages';
import { renderLetter, type Letter } from './letter';
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

/** The link to the address given at registration, in each language. */
const confirmLetter: InEach<(mail: EmailConfirmationMail) => Letter> = {
  en: (mail) => ({
    subject: 'Confirm your email for BarterAid',
    greeting: greeting.en(),
    paragraphs: [
      `Welcome to BarterAid. Please confirm that ${mail.email} is your email, so we can reach you about your trades.`,
      `The link below works once, until ${moment.en(mail.expiresAt)}. You can send a new one, or fix the address, from any page once you are signed in.`,
    ],
    link: { label: 'Confirm my email', url: mail.link },
  }),
  es: (mail) => ({
    subject: 'Confirme su correo para BarterAid',
    greeting: greeting.es(),
    paragraphs: [
      `Bienvenido a BarterAid. Confirme que ${mail.email} es su correo, para que podamos escribirle sobre sus intercambios.`,
      `El enlace de abajo sirve una sola vez, hasta el ${moment.es(mail.expiresAt)}. Puede pedir otro, o corregir la dirección, desde cualquier página con su sesión iniciada.`,
    ],
    link: { label: 'Confirmar mi correo', url: mail.link },
  }),
};

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
    mail: renderLetter(confirmLetter[language](mail), language, null),
    causeEventId: mail.causeEventId,
    causePosition: null,
    sendAfter: new Date(),
  });
  // Without a queue here (a split command API without Redis) the mail worker's sweep picks the row up.
  await queue?.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
}
