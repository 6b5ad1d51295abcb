import type { PasswordResetMail, PasswordResetMailer } from '@barteraid/command-api';

/** A mailer that keeps what would have been emailed, for tests to read the links from. */
export function capturingMailer(): { outbox: PasswordResetMail[]; mailer: PasswordResetMailer } {
  const outbox: PasswordResetMail[] = [];
  return {
    outbox,
    mailer: {
      async sendPasswordReset(mail) {
        outbox.push(mail);
      },
    },
  };
}
