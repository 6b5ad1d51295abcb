import { queryOptions } from '@tanstack/react-query';
import type { MailPreferences, OutboxPage } from '@barteraid/events/contracts/mail';

/** The administrators' view of the mail outbox, and a member's email preferences. */
export const mailQueries = {
  outbox: () => queryOptions<OutboxPage>({ queryKey: ['/api/admin/mail-outbox'] }),
  /** The signed-in member's email preferences, one per kind of mail. */
  preferences: () => queryOptions<MailPreferences>({ queryKey: ['/api/user/mail-preferences'] }),
};
