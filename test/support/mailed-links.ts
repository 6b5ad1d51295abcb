import { expect } from 'vitest';
import type { Config } from '@barteraid/infra';
import { eventually } from './eventually';
import { startSmtpServer, type ReceivedMail } from './smtp';
import { startTestApp, type TestApp } from './test-app';

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * The product mailing through a real SMTP server, for the flows that mail a member a link (a sign-in
 * link, an email change's confirmation): the mails are read back as a mail client would. Mail is
 * swept every 100 ms; commands go by a clock `aheadMs` ahead of the real one, so a link can expire.
 */
export interface MailingApp {
  app: TestApp;
  smtp: SmtpServer;
  /** How far the command side's clock runs ahead of the real one (0 at the start). */
  aheadMs: number;
  /** Every mail to the address so far (the envelope's recipient, any case). */
  mailsTo(email: string): ReceivedMail[];
  /** The first mail to the address whose subject matches, waiting up to 20 s for it. */
  arrives(email: string, subject: RegExp): Promise<ReceivedMail>;
  /** The link to `path` (say `/auth/sign-in-link`) on the public address in the mail's text. */
  linkIn(mail: ReceivedMail, path: string): URL;
  /** That link's token. */
  tokenIn(mail: ReceivedMail, path: string): string;
  stop(): Promise<void>;
}

export const PUBLIC_URL = 'http://barteraid.test';

export async function startMailingApp(overrides: Partial<Record<keyof Config, string>> = {}): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  const mailing: MailingApp = {
    smtp,
    app: null as unknown as TestApp,
    aheadMs: 0,
    mailsTo: (email) => smtp.received.filter((mail) => mail.to === email.toLowerCase() || mail.to === email),
    arrives: (email, subject) =>
      eventually(
        () => {
          const mail = mailing.mailsTo(email).find((each) => subject.test(each.subject));
          expect(mail, `a mail "${subject}" to ${email}`).toBeDefined();
          return mail!;
        },
        { timeoutMs: 20_000 },
      ),
    linkIn(mail, path) {
      const link = mail.text.split(/\s+/).find((word) => word.startsWith(`${PUBLIC_URL}${path}?token=`));
      expect(link, `a link to ${PUBLIC_URL}${path} in ${mail.text}`).toBeDefined();
      return new URL(link!);
    },
    tokenIn: (mail, path) => mailing.linkIn(mail, path).searchParams.get('token')!,
    async stop() {
      await mailing.app?.stop();
      await smtp.stop();
    },
  };
  mailing.app = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'BarterAid <help@barteraid.test>', PUBLIC_URL, ...overrides },
    { mail: { sweepIntervalMs: 100 }, clock: () => new Date(Date.now() + mailing.aheadMs) },
  );
  return mailing;
}
