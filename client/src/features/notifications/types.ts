export interface AppNotification {
  id: string;
  type: 'message' | 'trade_update' | 'other';
  title: string;
  description: string;
  timestamp: string;
  read: boolean;
  tradeId: string | null;
}

/** What the server pushes over /ws. */
/** Stored notifications arrive with their server copy, so a reload shows the same item. */
type WithStored = { notification?: AppNotification };

export type RealtimeEvent =
  | ({ type: 'new_message'; senderName?: string | null; tradeId?: string | null } & WithStored)
  | ({ type: 'trade_update'; tradeId?: string | null; status?: string | null } & WithStored)
  /** `toast`: also show it as a toast; `topic` says what changed (verification, membership, admin_message, credits). */
  | ({ type: 'notification'; topic?: string; toast?: boolean } & WithStored)
  /** Marked read in another tab or device. */
  | { type: 'notifications_read'; notificationIds?: string[] | null }
  | { type: 'credits_update'; balance?: string; available?: string }
  | { type: 'ping' }
  | { type: 'pong' };

export function parseRealtimeEvent(raw: unknown): RealtimeEvent | null {
  if (typeof raw !== 'string') return null;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || !('type' in parsed) || typeof parsed.type !== 'string') return null;
  return parsed as RealtimeEvent;
}
