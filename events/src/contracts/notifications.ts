import { z } from 'zod';
import { messageDataSchema } from './message-data';

/** One stored notification (`GET /api/notifications`, and live ones over `/ws`). */
export const appNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(['message', 'trade_update', 'other']),
  /** In English (what the API has always answered); `titleMessage` and `descriptionMessage` are the same as data, for the reader's language. */
  title: z.string(),
  description: z.string(),
  titleMessage: messageDataSchema.optional(),
  descriptionMessage: messageDataSchema.optional(),
  timestamp: z.string(),
  read: z.boolean(),
  /** Shown on an opened bell: it no longer counts there (absent on a live push: not seen yet). */
  seen: z.boolean().optional(),
  tradeId: z.string().nullable(),
  /** Where opening it leads in the client when it is not about a trade (the team thread); null otherwise. */
  link: z.string().nullable().optional(),
});
export type AppNotification = z.infer<typeof appNotificationSchema>;

/** Stored notifications arrive with their server copy, so a reload shows the same item. */
const withStored = { notification: appNotificationSchema.optional() };

/** What the server pushes over `/ws`. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), senderName: z.string().nullish(), tradeId: z.string().nullish(), ...withStored }),
  z.object({ type: z.literal('trade_update'), tradeId: z.string().nullish(), status: z.string().nullish(), ...withStored }),
  /** `toast`: also show it as a toast; `topic` says what changed (verification, membership, admin_message, credits). */
  z.object({ type: z.literal('notification'), topic: z.string().optional(), toast: z.boolean().optional(), ...withStored }),
  /** Marked read in another tab or device. */
  z.object({ type: z.literal('notifications_read'), notificationIds: z.array(z.string()).nullish() }),
  /** The member opened this trade's conversation (in some tab): its messages to them are read. */
  z.object({ type: z.literal('conversation_read'), tradeId: z.string() }),
  z.object({ type: z.literal('credits_update'), balance: z.string().optional(), available: z.string().optional() }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What a `notification` pushed with a `topic` is about. */
/** `team_thread`: the member's thread with the team changed; `team_threads`: (to admins) a member's thread did. */
export type NotificationTopic = 'verification' | 'membership' | 'admin_message' | 'credits' | 'dispute' | 'team_thread' | 'team_threads';

/**
 * `POST /api/notifications/read`: `{ids}` marks those notifications read, no ids all of them (only
 * the member's own). Answers `MessageResponse` (`./common`).
 */
export const markNotificationsReadSchema = z.object({
  ids: z
    .array(z.string().uuid('Each notification id must be a valid id.'), { error: 'ids must be a list of notification ids.' })
    .max(200, 'Mark at most 200 notifications at once.')
    .nullish(),
});
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadSchema>;

/**
 * `POST /api/notifications/seen`: `{ids}` the bell showed when opened; they stop counting on the
 * bell (and stay unread). Answers `MessageResponse` (`./common`).
 */
export const markNotificationsSeenSchema = z.object({
  ids: z
    .array(z.string().uuid('Each notification id must be a valid id.'), { error: 'ids must be a list of notification ids.' })
    .max(200, 'Mark at most 200 notifications at once.'),
});
export type MarkNotificationsSeenBody = z.input<typeof markNotificationsSeenSchema>;

/** `GET /api/notifications/history?cursor=`: one page of every notification, newest first. */
export const notificationPageSchema = z.object({
  notifications: z.array(appNotificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
