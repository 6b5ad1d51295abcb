import type { MemberLanguage } from '@barteraid/events';

/** What a notification is about, for where opening it leads and how urgently it is delivered. */
export type PushKind = 'trade' | 'dispute' | 'message' | 'other';

/** A bell notification as stored (`notifications` read model). */
export interface StoredNotification {
  id: string;
  type: string;
  title: string;
  description: string;
  trade_id: string | null;
  link: string | null;
}

/** What the device shows, and what the service worker opens on a click (a path of this site). */
export interface PushText {
  title: string;
  body: string;
  url: string;
  /** The notification's id: the device shows one notification per tag, so a repeated push replaces, never doubles. */
  tag: string;
  /** The language the title and body are written in (the notification's `lang`). */
  lang: MemberLanguage;
  kind: PushKind;
}

// Dispute notifications are the ones titled "Dispute …" (Opened, Message, Decided), about a trade.
const kindOf = (notification: StoredNotification): PushKind => {
  if (notification.type === 'message') return 'message';
  if (notification.trade_id && notification.title.startsWith('Dispute')) return 'dispute';
  if (notification.trade_id || notification.type === 'trade_update') return 'trade';
  return 'other';
};

const pathOf = (notification: StoredNotification, kind: PushKind): string => {
  const tradeId = notification.trade_id ? encodeURIComponent(notification.trade_id) : null;
  if (kind === 'dispute' && tradeId) return `/disputes/${tradeId}`;
  if (tradeId) return `/messages?trade=${tradeId}`;
  // Only a path of this site: a notification never sends the member elsewhere.
  if (notification.link?.startsWith('/') && !notification.link.startsWith('//')) return notification.link;
  return '/dashboard';
};

/**
 * The one place a notification becomes the text a device shows. The bell's rows hold their text
 * in English today, as the projector wrote it, so that is what is pushed, marked `lang: 'en'`;
 * when the rows hold a message as data (`{code, params}`), this renders it with
 * `renderIn(language, message)` and every push follows the member's saved language.
 */
export function pushText(notification: StoredNotification, _language: MemberLanguage): PushText {
  const kind = kindOf(notification);
  return { title: notification.title, body: notification.description, url: pathOf(notification, kind), tag: notification.id, lang: 'en', kind };
}

/**
 * How long a push service keeps trying to reach a device that is off, and how eagerly it wakes
 * one on a low battery (RFC 8030 TTL and Urgency): a trade or dispute waits on the member's
 * answer, a chat message can wait its turn, anything else may wait for a charger.
 */
export const deliveryOf: Record<PushKind, { ttlSeconds: number; urgency: 'high' | 'normal' | 'low' }> = {
  trade: { ttlSeconds: 3 * 24 * 3600, urgency: 'high' },
  dispute: { ttlSeconds: 3 * 24 * 3600, urgency: 'high' },
  message: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  other: { ttlSeconds: 24 * 3600, urgency: 'low' },
};
