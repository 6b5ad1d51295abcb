export interface PasswordResetMail {
  to: string;
  memberId: string;
  /** The page that takes the new password: /auth/reset-password?token=… */
  link: string;
  expiresAt: string;
  /** The PasswordResetRequested event's id: the mail's outbox id follows from it. */
  causeEventId: string;
}

/** Delivers reset links: the mail outbox (`mail/reset-mail.ts`) unless tests plug in their own. */
export interface PasswordResetMailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/auth/reset-password?token=${encodeURIComponent(token)}`;
}
