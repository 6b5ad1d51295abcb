import { useQuery, type QueryClient } from '@tanstack/react-query';
import { tradeQueries } from '../trades';
import { NOTIFICATIONS_KEY } from './notifications';

/** Polled every 5 s while signed in (spec section 9). */
export function useUnreadMessages(enabled: boolean) {
  const query = useQuery({ ...tradeQueries.unreadMessages(), enabled, refetchInterval: enabled ? 5000 : false });
  const list = Array.isArray(query.data) ? query.data : [];
  return { messages: list, count: list.filter((message) => !message.isRead).length };
}

/**
 * A conversation was read (here or in another tab): its messages and its message notifications
 * stop counting at once, from what the push says, before the refreshed lists arrive.
 */
export function readConversationLocally(queryClient: QueryClient, tradeId: string) {
  queryClient.setQueryData(tradeQueries.unreadMessages().queryKey, (list) =>
    list?.map((message) => (message.tradeId === tradeId ? { ...message, isRead: true } : message)),
  );
  queryClient.setQueryData(NOTIFICATIONS_KEY, (list) =>
    list?.map((item) => (item.type === 'message' && item.tradeId === tradeId ? { ...item, read: true } : item)),
  );
}
