/** Shapes of the trades and messages calls (see the README's API table). */

export type TradeStatus = 'pending' | 'accepted' | 'completed' | 'declined' | 'cancelled';
export type TradeAction = 'accept' | 'counter' | 'decline' | 'cancel' | 'complete' | 'urgent' | 'schedule';

export interface Trade {
  id: string;
  status: TradeStatus;
  settled: boolean;
  /** null: nothing to settle; in_progress: credits are moving; paid or returned: done. */
  settlement: 'in_progress' | 'paid' | 'returned' | null;
  creditAmount: string;
  proposedTerms: string;
  initiatorId: string;
  recipientId: string;
  payerId: string;
  payeeId: string;
  counterparty: { id: string; username: string };
  direction: 'paying' | 'receiving';
  listingId: string;
  listingTitle: string;
  isUrgent: boolean;
  schedule: { at: string; place: string } | null;
  awaiting: string | null;
  awaitingMe: boolean;
  actions: TradeAction[];
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
}

export interface ChatMessage {
  id: string;
  tradeId: string;
  senderId: string;
  recipientId: string;
  content: string;
  messageType: 'text';
  isRead: boolean;
  createdAt: string;
  senderName: string;
}

export interface Conversation {
  tradeId: string;
  counterparty: { id: string; username: string };
  listingTitle: string;
  status: TradeStatus;
  settlement: Trade['settlement'];
  creditAmount: string;
  direction: 'paying' | 'receiving';
  isUrgent: boolean;
  awaitingMe: boolean;
  lastMessage: { preview: string; createdAt: string; fromMe: boolean } | null;
  unreadCount: number;
  lastActivityAt: string;
}
