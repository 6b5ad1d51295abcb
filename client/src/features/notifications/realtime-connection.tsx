import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession, SESSION_KEY } from '../../lib/session';
import { toast } from '../../components/ui/toast-store';
import { addLiveNotification, markReadLocally, NOTIFICATIONS_KEY } from './notifications';
import { setRealtimeConnected } from '../../lib/connection-status';
import { parseRealtimeEvent, type RealtimeEvent } from './types';
import { readConversationLocally } from './unread-messages';
import { isConversationOnScreen } from './conversation-on-screen';
import { catalogueText } from '../../i18n';
import { tradeNotices } from '@barteraid/events/messages/trades-notices';
import { noticeDescription, noticeTitle } from './notice-text';

const PING_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/** What a pushed event refreshes: the query keys the features declared for its topic (see `lib/live-updates.ts`). */
export type LiveQueryKeys = (event: RealtimeEvent) => QueryKey[];

/** The bell and the toasts: what this feature shows of a pushed event. */
function show(event: RealtimeEvent, queryClient: QueryClient) {
  switch (event.type) {
    case 'new_message': {
      const fallback = {
        type: 'message' as const,
        title: tradeNotices.english('newMessage'),
        titleMessage: tradeNotices.message('newMessage'),
        description: tradeNotices.english('newMessageFrom', { name: event.senderName || 'Unknown user' }),
        descriptionMessage: tradeNotices.message('newMessageFrom', { name: event.senderName || 'Unknown user' }),
        tradeId: event.tradeId ?? null,
      };
      addLiveNotification(queryClient, event.notification, fallback);
      if (isConversationOnScreen(event.tradeId)) return; // the member sees it arrive
      const shown = event.notification ?? fallback;
      toast({ title: noticeTitle(shown), description: noticeDescription(shown) });
      return;
    }
    case 'trade_update': {
      const description = `Trade status changed to ${event.status ?? 'updated'}`;
      addLiveNotification(queryClient, event.notification, { type: 'trade_update', title: tradeNotices.english('tradeUpdate'), titleMessage: tradeNotices.message('tradeUpdate'), description, tradeId: event.tradeId ?? null });
      toast({ title: catalogueText(tradeNotices, tradeNotices.message('tradeUpdate')), description: event.notification ? noticeDescription(event.notification) : description });
      return;
    }
    case 'notifications_read':
      markReadLocally(queryClient, event.notificationIds);
      return;
    case 'conversation_read':
      readConversationLocally(queryClient, event.tradeId);
      return;
    case 'notification':
      if (event.notification) addLiveNotification(queryClient, event.notification, event.notification);
      // Stored as data: written in the language on screen.
      if (event.toast && event.notification) toast({ title: noticeTitle(event.notification), description: noticeDescription(event.notification) });
      return;
    default:
      return; // credits updates show nothing here; ping and pong carry nothing to show
  }
}

function handle(event: RealtimeEvent, queryClient: QueryClient, liveQueryKeys: LiveQueryKeys) {
  show(event, queryClient);
  for (const queryKey of liveQueryKeys(event)) void queryClient.invalidateQueries({ queryKey });
}

/** The close code the gateway sends when the socket's session has ended. */
const SESSION_ENDED = 4401;

/**
 * Keeps one websocket open while a member is signed in: pings every 30 s and reconnects with
 * exponential backoff (1 s doubling to 30 s, with jitter) after drops. Each pushed event is shown
 * (bell, toast) and then refreshes the queries `liveQueryKeys` names for it: the features declare
 * those, so this connection knows no other feature's queries.
 */
export function RealtimeConnection({ liveQueryKeys }: { liveQueryKeys: LiveQueryKeys }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${window.location.host}/ws?userId=${encodeURIComponent(userId)}`);
      socket.onopen = () => {
        // Catch up on anything stored while no socket listened: after a drop, and on a first open
        // when the page had already asked (its answer may predate a change pushed before this
        // socket was subscribed, such as another tab reading the conversation).
        if (attempt > 0 || queryClient.getQueryState(NOTIFICATIONS_KEY)?.status === 'success') {
          void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        }
        attempt = 0;
        setRealtimeConnected(true);
        ping = setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), PING_MS);
      };
      socket.onmessage = (message) => {
        try {
          const event = parseRealtimeEvent(message.data);
          if (event) handle(event, queryClient, liveQueryKeys);
        } catch (error) {
          console.error('Ignoring an unreadable live notification', error);
        }
      };
      socket.onerror = (error) => console.error('Live notifications error', error);
      socket.onclose = (event) => {
        clearInterval(ping);
        setRealtimeConnected(false);
        if (stopped) return;
        if (event.code === SESSION_ENDED) {
          // Signed out elsewhere, or the password changed: re-reading the session shows the member
          // as signed out, which unmounts this connection. If it is still valid (this device changed
          // the password and kept its session), the connection comes back.
          void queryClient.invalidateQueries({ queryKey: SESSION_KEY }).then(() => {
            if (!stopped) retry = setTimeout(connect, 1000);
          });
          return;
        }
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
        attempt += 1;
        retry = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
      setRealtimeConnected(false);
    };
  }, [userId, queryClient, liveQueryKeys]);

  return null;
}
