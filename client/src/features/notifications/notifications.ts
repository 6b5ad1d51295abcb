import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiPost } from '../../lib/api';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import type { MarkNotificationsReadBody, MarkNotificationsSeenBody } from '@barteraid/events/contracts/notifications';
import type { AppNotification } from './types';
import { notificationQueries } from './queries';
import { LIVE_PREFIX } from './live-only';

export const NOTIFICATIONS_KEY = notificationQueries.list().queryKey;

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
  // A list answer already on its way may have been read before this arrived: ask again after it.
  const fetching = queryClient.isFetching({ queryKey: NOTIFICATIONS_KEY }) > 0;
  queryClient.setQueryData(NOTIFICATIONS_KEY, (list) => [
    live,
    ...(Array.isArray(list) ? list : []).filter((item) => item.id !== live.id),
  ]);
  if (fetching) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
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
      await apiPost<MessageResponse>('/api/notifications/read', (serverIds ? { ids: serverIds } : {}) satisfies MarkNotificationsReadBody);
    },
    onMutate: (ids) => markReadLocally(queryClient, ids),
    onError: (error) => console.error('Could not mark notifications read', error),
  });
}

/** What the bell counts: unread and not yet seen on an opened bell. */
export const countsOnBell = (item: AppNotification): boolean => !item.read && !item.seen;

/** Shows notifications as seen without asking the server (it already knows, or will). */
function markSeenLocally(queryClient: QueryClient, ids: string[]) {
  queryClient.setQueryData(NOTIFICATIONS_KEY, (list) => list?.map((item) => (ids.includes(item.id) ? { ...item, seen: true } : item)));
}

/**
 * What the opened bell shows stops counting: at once on screen, then on the server (live-only ones,
 * which the server does not store, only here). Sent with an Idempotency-Key like every mutation.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const serverIds = ids.filter((id) => !id.startsWith(LIVE_PREFIX));
      if (serverIds.length === 0) return;
      await apiPost<null>('/api/notifications/seen', { ids: serverIds } satisfies MarkNotificationsSeenBody);
    },
    onMutate: (ids) => markSeenLocally(queryClient, ids),
    onError: (error) => console.error('Could not mark notifications seen', error),
  });
}

/** Opening a notification reads it and goes where it leads: its trade's conversation, or its link. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (item: AppNotification) => {
    if (!item.read) markRead.mutate([item.id]);
    // Straight to that trade's conversation, or where the notification says (an admin's message: the team thread).
    if (item.tradeId) navigate(`/messages?trade=${encodeURIComponent(item.tradeId)}`);
    else if (item.link?.startsWith('/') && !item.link.startsWith('//')) navigate(item.link);
  };
}
