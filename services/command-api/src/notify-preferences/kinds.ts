import type { MailKind } from '@barteraid/events';

/** What the ladder reads of a bell notification to tell its kind. */
export interface KindedNotification {
  type: string;
  title_code: string | null;
  title: string | null;
  trade_id: string | null;
}

/**
 * The kind a notification is, as the member turns kinds on and off (the mail kinds): a chat
 * message, a dispute, a trade, a decision on their verification or membership, a message from the
 * team. Null for the rest (alerts have their own settings; "Still needed?" and the like are always on).
 */
export function notifyKindOf(notification: KindedNotification): MailKind | null {
  if (notification.type === 'message') return 'chat_digest';
  const code = notification.title_code ?? '';
  const dispute = code.startsWith('disputeNotices.') || (!notification.title_code && (notification.title?.startsWith('Dispute') ?? false));
  if (notification.trade_id && dispute) return 'disputes';
  if (notification.trade_id || notification.type === 'trade_update') return 'trades';
  if (code.startsWith('verificationNotices.') || code.startsWith('membershipNotices.')) return 'decisions';
  if (code.startsWith('teamNotices.')) return 'admin_messages';
  return null;
}
