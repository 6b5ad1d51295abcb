import type { LiveUpdates } from '../../lib/live-updates';
import { tradeQueries } from './queries';

/**
 * A message refreshes the bell's unread messages and that trade's chat; a conversation read elsewhere
 * the same and the lists; a trade update the member's trades and that trade; a dispute's change
 * (opened or decided) that trade too.
 */
export const liveUpdates: LiveUpdates = {
  new_message: (event) => [tradeQueries.unreadMessages().queryKey, ...(event.tradeId ? [tradeQueries.messages(event.tradeId).queryKey] : [])],
  trade_update: (event) => [tradeQueries.mine().queryKey, ...(event.tradeId ? [tradeQueries.about(event.tradeId)] : [])],
  // Read in another tab or device: the bell's unread messages, the lists' badges and that chat's marks.
  conversation_read: (event) => [tradeQueries.unreadMessages().queryKey, tradeQueries.conversationLists(), tradeQueries.messages(event.tradeId).queryKey],
  dispute: (event) => (event.notification?.tradeId ? [tradeQueries.mine().queryKey, tradeQueries.about(event.notification.tradeId)] : []),
};
