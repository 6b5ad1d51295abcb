import type { Db, JobQueue } from '@barteraid/infra';
import { greeting, moment, type InEach } from './languages';
import { renderLetter, type Letter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';
import { recipientOf } from './recipient';
import { commandDbOf } from '../read-models';

export interface SignInLinkMail {
  memberId: string;
  /** The page that signs them in: /auth/sign-in-link?token=… */
  link: string;
  expiresAt: string;
  /** The SignInLinkRequested event's id: the mail's outbox id follows from it. */
  causeEventId: string;
}

/** Delivers sign-in links: the mail outbox unless tests plug in their own. */
export interface SignInLinkMailer {
  sendSignInLink(mail: SignInLinkMail): Promise<void>;
}

/** The sign-in mail in each language: the link's expiry comes formatted for it. */
const signInLetter: InEach<(link: string, expiresAt: string, firstName: string | null) => Letter> = {
  en: (link, expiresAt, firstName) => ({
    subject: 'Your BarterAid sign-in link',
    greeting: greeting.en(firstName),
    paragraphs: [
      'Someone (we hope you) asked for a link to sign in to your BarterAid account without its password.',
      `The link below signs you in once, until ${moment.en(expiresAt)}. If it was not you, ignore this mail and consider changing your password.`,
    ],
    link: { label: 'Sign in to BarterAid', url: link },
  }),
  es: (link, expiresAt, firstName) => ({
    subject: 'Su enlace para entrar a BarterAid',
    greeting: greeting.es(firstName),
    paragraphs: [
      'Alguien (esperamos que usted) pidió un enlace para entrar a su cuenta de BarterAid sin la contraseña.',
      `Con el enlace de abajo entra una sola vez, hasta el ${moment.es(expiresAt)}. Si no fue usted, no haga caso a este correo y piense en cambiar su contraseña.`,
    ],
    link: { label: 'Entrar a BarterAid', url: link },
  }),
};

/**
 * Like the reset mail: added to the outbox where the link is known (the log keeps only its hash),
 * in the member's language, one mail however often it is added. It goes to the address the account
 * holds (not as typed); a closed or suspended account gets none.
 */
export function outboxSignInLinkMailer(db: Db, queue: JobQueue | null): SignInLinkMailer {
  return {
    async sendSignInLink(signIn) {
      const recipient = await recipientOf(commandDbOf(db), signIn.memberId, null, new Date());
      if (!recipient.reachable) return;
      const id = mailId(signIn.causeEventId, 'sign_in_link', signIn.memberId);
      const mail = renderLetter(signInLetter[recipient.language](signIn.link, signIn.expiresAt, recipient.firstName), recipient.language, null);
      await addToOutbox(db, {
        id,
        kind: 'sign_in_link',
        memberId: signIn.memberId,
        to: recipient.email,
        mail,
        causeEventId: signIn.causeEventId,
        causePosition: null,
        sendAfter: new Date(),
      });
      await queue?.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
    },
  };
}
