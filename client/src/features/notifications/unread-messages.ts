import { useQuery } from '@tanstack/react-query';
import type { UnreadMessage } from '../../lib/api-types';

export const UNREAD_MESSAGES_KEY = ['/api/user/messages', { unread: 'true' }] as const;

/** Polled every 5 s while signed in (spec section 9). */
export function useUnreadMessages(enabled: boolean) {
  const query = useQuery<UnreadMessage[]>({ queryKey: UNREAD_MESSAGES_KEY, enabled, refetchInterval: enabled ? 5000 : false });
  const list = Array.isArray(query.data) ? query.data : [];
  return { messages: list, count: list.filter((message) => !message.isRead).length };
}
