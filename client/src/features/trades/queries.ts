import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage, Conversation, Trade, TradeStep } from '@barteraid/events/contracts/trades';

/**
 * The trades and messages queries. Keys are the URL's path segments (and a params object),
 * which the default query function turns into the request.
 */
export const tradeQueries = {
  /** The member's trades (`GET /api/user/trades`). */
  mine: () => queryOptions<Trade[]>({ queryKey: ['/api/user/trades'] }),
  /** Everything about one trade: its detail and its conversation (a prefix of both keys). */
  about: (tradeId: string) => ['/api/trades', tradeId] as const,
  one: (tradeId: string) => queryOptions<Trade>({ queryKey: ['/api/trades', tradeId] }),
  /** Who did what and when (`GET /api/trades/:id/timeline`). */
  timeline: (tradeId: string) => queryOptions<TradeStep[]>({ queryKey: ['/api/trades', tradeId, 'timeline'] }),
  messages: (tradeId: string) => queryOptions<ChatMessage[]>({ queryKey: ['/api/trades', tradeId, 'messages'] }),
  /** Every conversation list, whatever its search. */
  conversationLists: () => ['/api/conversations'] as const,
  conversations: (search: string) => queryOptions<Conversation[]>({ queryKey: ['/api/conversations', { search }] }),
  /** Unread messages to the member (the bell). */
  unreadMessages: () => queryOptions<ChatMessage[]>({ queryKey: ['/api/user/messages', { unread: 'true' }] }),
};
