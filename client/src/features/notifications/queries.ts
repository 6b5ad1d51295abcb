import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppNotification, NotificationPage } from '@barteraid/events/contracts/notifications';
import { apiGet, getQueryFn, urlFromQueryKey } from '../../lib/api';
import { withLiveOnly } from './live-only';

const fetchList = getQueryFn<AppNotification[]>({ on401: 'throw' });

export const notificationQueries = {
  /** The member's 50 newest notifications (`GET /api/notifications`), with live ones the server does not store. */
  list: () =>
    queryOptions<AppNotification[]>({
      queryKey: ['/api/notifications'],
      queryFn: async (context) => withLiveOnly((await fetchList(context)) ?? [], context.client.getQueryData(context.queryKey)),
    }),
  /** Every notification, newest first, a page at a time (`GET /api/notifications/history`), for the notifications page. */
  history: () =>
    infiniteQueryOptions({
      queryKey: ['/api/notifications/history'],
      queryFn: ({ pageParam }) => apiGet<NotificationPage>(urlFromQueryKey(['/api/notifications/history', { cursor: pageParam ?? undefined }])),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};
