import type { Db, JobQueue } from '@barteraid/infra';
import type { MemberLanguage } from '@barteraid/events';
import { signInLinkMail } from '@barteraid/events/messages/sign-in-link-mail';
import { letterIn, renderLetter, type Letter } from './letter';
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

/** The sign-in mail in the reader's language: the link's expiry is written for it. */
const signInLetter = (language: MemberLanguage, link: string, expiresAt: string, firstName: string | null): Letter =>
  letterIn(
    language,
    {
      subject: signInLinkMail.message('subject'),
      paragraphs: [signInLinkMail.message('asked'), signInLinkMail.message('link', { expires: expiresAt })],
      link: { label: signInLinkMail.message('label'), url: link },
    },
    firstName,
  );

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
      const mail = renderLetter(signInLetter(recipient.language, signIn.link, signIn.expiresAt, recipient.firstName), recipient.language, null);
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
