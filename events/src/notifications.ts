import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** The kinds of notification the bell shows (spec section 3). */
export const notificationTypes = ['message', 'trade_update', 'other'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * A member read some of their notifications (notificationIds) or all of them (null).
 * Appended to the member's notifications stream. "All" means every notification recorded
 * before this event in the log, not ones that arrive later.
 */
export const NotificationsMarkedRead = defineEvent(
  'NotificationsMarkedRead',
  1,
  z.object({
    memberId: z.string().uuid(),
    notificationIds: z.array(z.string()).nullable(),
    readAt: z.string(),
  }),
);

/**
 * A member opened the bell and saw these notifications: they stop counting on the bell, and stay
 * unread (marked as such in the list) until opened. Appended to the member's notifications stream.
 */
export const NotificationsSeen = defineEvent(
  'NotificationsSeen',
  1,
  z.object({
    memberId: z.string().uuid(),
    notificationIds: z.array(z.string()),
    seenAt: z.string(),
  }),
);

export type NotificationEvent = EventOf<typeof NotificationsMarkedRead> | EventOf<typeof NotificationsSeen>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const notificationEvents = [NotificationsMarkedRead, NotificationsSeen] as const;
