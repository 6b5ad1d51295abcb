import { log } from '@barteraid/infra';

export interface PasswordResetMail {
  to: string;
  memberId: string;
  /** The page that takes the new password: /auth/reset-password?token=… */
  link: string;
  expiresAt: string;
}

/** Delivers reset links. Production plugs in an email provider; development logs the link. */
export interface PasswordResetMailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

/** Development delivery: the link goes to the server log, where the developer can open it. */
export function loggingPasswordResetMailer(): PasswordResetMailer {
  return {
    async sendPasswordReset(mail) {
      log.info('password reset link (development mailer: no email is sent)', {
        to: mail.to,
        link: mail.link,
        expiresAt: mail.expiresAt,
      });
    },
  };
}

export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
