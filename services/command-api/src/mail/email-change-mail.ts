import type { Db, JobQueue } from '@barteraid/infra';
import { renderLetter } from './letter';
import { addToOutbox, MAIL_QUEUE, mailId, type MailJob } from './outbox';

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

/**
 * The two mails of an email change, added by the request itself: the link exists only there (the
 * log keeps the token's hash). The link goes to the new address, proving the member reads it; the
 * notice goes to the current one, so a change the owner did not ask for does not pass unseen. Both
 * ignore preferences (they are about the account itself) and carry no unsubscribe link; their ids
 * follow from the request's event, so adding them again adds nothing.
 */
export async function mailEmailChange(db: Db, queue: JobQueue | null, change: EmailChangeMail): Promise<void> {
  const expires = new Date(change.expiresAt).toUTCString();
  const mails = [
    {
      kind: 'email_change_confirm',
      to: change.newEmail,
      mail: renderLetter(
        {
          subject: 'Confirm your new BarterAid email',
          greeting: 'Hello,',
          paragraphs: [
            `Someone (we hope you) asked to use ${change.newEmail} as the email of a BarterAid account.`,
            `Open the link below to confirm it. It works once, until ${expires}. Until then the account keeps its current email.`,
          ],
          link: { label: 'Confirm this email', url: change.link },
        },
        null,
      ),
    },
    {
      kind: 'email_change_notice',
      to: change.currentEmail,
      mail: renderLetter(
        {
          subject: 'Your BarterAid email is about to change',
          greeting: 'Hello,',
          paragraphs: [
            `Someone asked to change the email of your BarterAid account to ${change.newEmail}. The change takes effect only when the link sent to that address is opened.`,
            'If it was not you, change your password now: that stops the change, and signs out every other device.',
          ],
          link: { label: 'Open your settings', url: `${change.baseUrl.replace(/\/+$/, '')}/settings` },
          footer: 'We send this to the current email of the account whenever its email is about to change.',
        },
        null,
      ),
    },
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
