import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import type { AppNotification } from './types';
import { notificationQueries } from './queries';

export const NOTIFICATIONS_KEY = notificationQueries.list().queryKey;
/** Added from the live connection before the server list is fetched again. */
const LIVE_PREFIX = 'live-';

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationQueries.list(), enabled });
}

/** Puts a live notification at the top of the bell; the server's copy replaces nothing twice. */
export function addLiveNotification(
  queryClient: QueryClient,
  stored: AppNotification | undefined,
  fallback: Omit<AppNotification, 'id' | 'read' | 'timestamp'>,
) {
  const live: AppNotification = stored ?? {
    ...fallback,
    id: `${LIVE_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    read: false,
    timestamp: new Date().toISOString(),
  };
  queryClient.setQueryData(NOTIFICATIONS_KEY, (list) => [
    live,
    ...(Array.isArray(list) ? list : []).filter((item) => item.id !== live.id),
  ]);
}

/** Shows notifications as read without asking the server (it already knows). */
export function markReadLocally(queryClient: QueryClient, ids?: string[] | null) {
  queryClient.setQueryData(NOTIFICATIONS_KEY, (list) =>
    list?.map((item) => (!ids || ids.includes(item.id) ? { ...item, read: true } : item)),
  );
}

/** Marks some (or, without ids, all) notifications read: at once on screen, then on the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids?: string[]) => {
      const serverIds = ids?.filter((id) => !id.startsWith(LIVE_PREFIX));
      if (serverIds && serverIds.length === 0) return;
      await apiPost('/api/notifications/read', serverIds ? { ids: serverIds } : {});
    },
    onMutate: (ids) => markReadLocally(queryClient, ids),
    onError: (error) => console.error('Could not mark notifications read', error),
  });
}
