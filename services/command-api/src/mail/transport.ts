import nodemailer from 'nodemailer';
import { log } from '@barteraid/infra';

export interface OutgoingMail {
  /** The outbox row's id: the Message-ID is made from it, so a retried send carries the same one. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** `sent`: an SMTP server accepted it; `held`: no mail server is configured, the outbox keeps it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<'sent' | 'held'>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise mail stays in the outbox for an operator to read. */
export function mailTransport(smtpUrl: string | undefined, from: string): MailTransport {
  if (!smtpUrl) {
    log.info('no SMTP_URL: mail is kept in the outbox (admin → Outbox), not sent');
    return {
      kind: 'outbox',
      async send(mail) {
        log.info('mail kept in the outbox (no SMTP_URL); read it in admin → Outbox', { mailId: mail.id, subject: mail.subject });
        return 'held';
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'barteraid.local';
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: `<${mail.id}@${domain}>`,
      });
      return 'sent';
    },
    close() {
      transporter.close();
    },
  };
}
