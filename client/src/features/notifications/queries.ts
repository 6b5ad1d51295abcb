import { queryOptions } from '@tanstack/react-query';
import type { AppNotification } from '@barteraid/events/contracts/notifications';
import { getQueryFn } from '../../lib/api';
import { withLiveOnly } from './live-only';

const fetchList = getQueryFn<AppNotification[]>({ on401: 'throw' });

export const notificationQueries = {
  /** The member's 50 newest notifications (`GET /api/notifications`), with live ones the server does not store. */
  list: () =>
    queryOptions<AppNotification[]>({
      queryKey: ['/api/notifications'],
      queryFn: async (context) => withLiveOnly((await fetchList(context)) ?? [], context.client.getQueryData(context.queryKey)),
    }),
};
