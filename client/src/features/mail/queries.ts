import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '../../lib/api';
import type { MailPreferences, OutboxPage } from '@barteraid/events/contracts/mail';

/** The administrators' view of the mail outbox, and a member's email preferences. */
export const mailQueries = {
  /** Newest first, a page at a time: "Show older mail" asks for the next. */
  outbox: () =>
    infiniteQueryOptions({
      queryKey: ['/api/admin/mail-outbox'],
      queryFn: ({ pageParam }) => apiGet<OutboxPage>(urlFromQueryKey(['/api/admin/mail-outbox', { cursor: pageParam ?? undefined }])),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** The signed-in member's email preferences, one per kind of mail. */
  preferences: () => queryOptions<MailPreferences>({ queryKey: ['/api/user/mail-preferences'] }),
};
