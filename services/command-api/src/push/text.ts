import type { MemberLanguage } from '@barteraid/events';
import type { MessageData, MessageParams } from '@barteraid/events/messages/catalogue';
import { renderIn } from '@barteraid/events/messages/language';

/** What a notification is about, for where opening it leads and how urgently it is delivered. */
export type PushKind = 'trade' | 'dispute' | 'message' | 'other';

/** A bell notification as stored (`notifications` read model). */
export interface StoredNotification {
  id: string;
  type: string;
  /** English as the projector wrote it before migration 0260; rows since hold their text as data below. */
  title: string | null;
  description: string | null;
  title_code: string | null;
  title_params: MessageParams | null;
  description_code: string | null;
  description_params: MessageParams | null;
  trade_id: string | null;
  link: string | null;
}

const dataOf = (code: string | null, params: MessageParams | null): MessageData | null => (code === null ? null : params === null ? { code } : { code, params });

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

// Dispute notifications are those of the disputes catalogue (or, stored before it, titled "Dispute …"), about a trade.
const kindOf = (notification: StoredNotification): PushKind => {
  if (notification.type === 'message') return 'message';
  const dispute = notification.title_code?.startsWith('disputeNotices.') ?? notification.title?.startsWith('Dispute') ?? false;
  if (notification.trade_id && dispute) return 'dispute';
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
 * The one place a notification becomes the text a device shows: its title and description as
 * data, written from the same catalogue as the bell in the member's saved language. A row stored
 * before the bell kept data holds only its English, which is pushed as such, marked `lang: 'en'`.
 */
export function pushText(notification: StoredNotification, language: MemberLanguage): PushText {
  const kind = kindOf(notification);
  const title = dataOf(notification.title_code, notification.title_params);
  const description = dataOf(notification.description_code, notification.description_params);
  const url = pathOf(notification, kind);
  if (title && description) return { title: renderIn(language, title), body: renderIn(language, description), url, tag: notification.id, lang: language, kind };
  return { title: notification.title ?? '', body: notification.description ?? '', url, tag: notification.id, lang: 'en', kind };
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
