import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { useRealtimeConnected } from '../../lib/connection-status';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import type {
  CounterTradeBody,
  ProposeTradeBody,
  ScheduleTradeBody,
  SendMessageBody,
  SentMessage,
  TradeChange,
  TradeStatusBody,
  TradeStatusChange,
} from '@barteraid/events/contracts/trades';
import { SESSION_KEY, useSession } from '../../lib/session';
import { newPendingWrite, sendOrKeep } from '../../lib/outbox';
import { creditQueries } from '../credits';
import { tradeQueries } from './queries';

/** Spec section 9: the chat polls every second, the lists every five, while the socket is down. */
const CHAT_POLL_MS = 1000;
const LIST_POLL_MS = 5000;
/** With the socket up, pushes refresh the views; a slow poll only covers a missed push. */
const LIVE_SAFETY_POLL_MS = 30_000;

/** The member's trades; live trade updates refresh this key. */
export const useMyTrades = () => useQuery(tradeQueries.mine());

export function useConversations(search: string) {
  const live = useRealtimeConnected();
  return useQuery({
    ...tradeQueries.conversations(search),
    refetchInterval: live ? LIVE_SAFETY_POLL_MS : LIST_POLL_MS,
    placeholderData: (previous) => previous,
  });
}

export function useTrade(tradeId: string | null) {
  const live = useRealtimeConnected();
  return useQuery({
    ...tradeQueries.one(tradeId ?? ''),
    enabled: Boolean(tradeId),
    // "Settlement in progress" turns into "settled" without any action of this member.
    refetchInterval: (query) => (query.state.data?.settlement === 'in_progress' ? 2000 : live ? LIVE_SAFETY_POLL_MS : LIST_POLL_MS),
  });
}

export function useTradeMessages(tradeId: string | null) {
  const live = useRealtimeConnected();
  return useQuery({
    ...tradeQueries.messages(tradeId ?? ''),
    enabled: Boolean(tradeId),
    refetchInterval: live ? LIVE_SAFETY_POLL_MS : CHAT_POLL_MS,
  });
}

/** After any change to a trade, everything that shows it. */
function refreshTrade(queryClient: QueryClient, tradeId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeQueries.one(tradeId).queryKey }),
    queryClient.invalidateQueries({ queryKey: tradeQueries.mine().queryKey }),
    queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() }),
    queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    queryClient.invalidateQueries({ queryKey: creditQueries.mine().queryKey }),
  ]);
}

export function useProposeTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposeTradeBody) => apiJson<TradeChange>('POST', '/api/trades', input),
    onSuccess: (trade) => refreshTrade(queryClient, trade.id),
  });
}

export function useTradeCommands(tradeId: string) {
  const queryClient = useQueryClient();
  const after = () => refreshTrade(queryClient, tradeId);
  const base = `/api/trades/${tradeId}`;
  return {
    setStatus: useMutation({
      mutationFn: (status: TradeStatusChange) => apiJson<TradeChange>('PATCH', `${base}/status`, { status } satisfies TradeStatusBody),
      onSuccess: after,
    }),
    counter: useMutation({
      mutationFn: (input: CounterTradeBody) => apiJson<TradeChange>('POST', `${base}/counter`, input),
      onSuccess: after,
    }),
    schedule: useMutation({
      mutationFn: (input: ScheduleTradeBody) => apiJson<TradeChange>('POST', `${base}/schedule`, input),
      onSuccess: after,
    }),
    markUrgent: useMutation({
      mutationFn: () => apiJson<TradeChange>('POST', `${base}/urgent`, {}),
      onSuccess: after,
    }),
  };
}

/** Sends now, or without a connection keeps it on the device to send later (it resolves null then). */
export function useSendMessage(tradeId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Runs offline too (every mutation does, lib/query-client.ts): keeping the message is its work then.
  return useMutation({
    mutationFn: (input: Pick<SendMessageBody, 'recipientId' | 'content'>) =>
      sendOrKeep<SentMessage>(newPendingWrite('message', user?.id ?? '', { tradeId, ...input, messageType: 'text' } satisfies SendMessageBody)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tradeQueries.messages(tradeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() }),
      ]),
  });
}

/** Opening a conversation reads it: the bell and the list drop its unread count. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tradeId: string) => apiJson<MessageResponse>('POST', `/api/trades/${tradeId}/read`, {}),
    onSuccess: (_result, tradeId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tradeQueries.unreadMessages().queryKey }),
        queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: tradeQueries.messages(tradeId).queryKey }),
      ]),
  });
}
