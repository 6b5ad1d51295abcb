import type { Db, JobQueue } from '@barteraid/infra';
import { greeting, moment, type InEach } from './languages';
import { renderLetter, type Letter } from './letter';
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

/** The link to the new address, in each language. */
const confirmLetter: InEach<(change: EmailChangeMail) => Letter> = {
  en: (change) => ({
    subject: 'Confirm your new BarterAid email',
    greeting: greeting.en(),
    paragraphs: [
      `Someone (we hope you) asked to use ${change.newEmail} as the email of a BarterAid account.`,
      `Open the link below to confirm it. It works once, until ${moment.en(change.expiresAt)}. Until then the account keeps its current email.`,
    ],
    link: { label: 'Confirm this email', url: change.link },
  }),
  es: (change) => ({
    subject: 'Confirme su nuevo correo de BarterAid',
    greeting: greeting.es(),
    paragraphs: [
      `Alguien (esperamos que usted) pidió usar ${change.newEmail} como correo de una cuenta de BarterAid.`,
      `Abra el enlace de abajo para confirmarlo. Sirve una sola vez, hasta el ${moment.es(change.expiresAt)}. Mientras tanto, la cuenta sigue con su correo actual.`,
    ],
    link: { label: 'Confirmar este correo', url: change.link },
  }),
};

/** The notice to the current address, in each language. */
const noticeLetter: InEach<(change: EmailChangeMail, settings: string) => Letter> = {
  en: (change, settings) => ({
    subject: 'Your BarterAid email is about to change',
    greeting: greeting.en(),
    paragraphs: [
      `Someone asked to change the email of your BarterAid account to ${change.newEmail}. The change takes effect only when the link sent to that address is opened.`,
      'If it was not you, change your password now: that stops the change, and signs out every other device.',
    ],
    link: { label: 'Open your settings', url: settings },
    footer: 'We send this to the current email of the account whenever its email is about to change.',
  }),
  es: (change, settings) => ({
    subject: 'El correo de su cuenta de BarterAid va a cambiar',
    greeting: greeting.es(),
    paragraphs: [
      `Alguien pidió cambiar el correo de su cuenta de BarterAid a ${change.newEmail}. El cambio solo se hace cuando alguien abre el enlace enviado a esa dirección.`,
      'Si no fue usted, cambie su contraseña ahora: eso detiene el cambio y cierra la sesión en todos sus otros dispositivos.',
    ],
    link: { label: 'Abrir mi configuración', url: settings },
    footer: 'Enviamos este aviso al correo actual de la cuenta cada vez que su correo va a cambiar.',
  }),
};

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
    { kind: 'email_change_confirm', to: change.newEmail, mail: renderLetter(confirmLetter[language](change), language, null) },
    { kind: 'email_change_notice', to: change.currentEmail, mail: renderLetter(noticeLetter[language](change, settings), language, null) },
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
