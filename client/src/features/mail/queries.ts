import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '../../lib/api';
import type { OutboxPage } from '@barteraid/events/contracts/mail';

/** The administrators' view of the mail outbox (a member's email preferences are part of `notify-preferences`). */
export const mailQueries = {
  /** Newest first, a page at a time: "Show older mail" asks for the next. */
  outbox: () =>
    infiniteQueryOptions({
      queryKey: ['/api/admin/mail-outbox'],
      queryFn: ({ pageParam }) => apiGet<OutboxPage>(urlFromQueryKey(['/api/admin/mail-outbox', { cursor: pageParam ?? undefined }])),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};
