import { useQuery } from '@tanstack/react-query';
import { tradeQueries } from '../trades';

/** Polled every 5 s while signed in (spec section 9). */
export function useUnreadMessages(enabled: boolean) {
  const query = useQuery({ ...tradeQueries.unreadMessages(), enabled, refetchInterval: enabled ? 5000 : false });
  const list = Array.isArray(query.data) ? query.data : [];
  return { messages: list, count: list.filter((message) => !message.isRead).length };
}
