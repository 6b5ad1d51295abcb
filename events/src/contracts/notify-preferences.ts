import { z } from 'zod';
import { mailKind } from '../mail';
import { notifyChannel } from '../notify-preferences';
import { messageFields } from './common';
import { messageDataSchema } from './message-data';

/**
 * `GET /api/user/notification-settings`: the clock the member's quiet hours, texts' day and digest
 * morning follow, and for each kind of notification whether it goes by email, push and SMS
 * (`sms` null for the kinds that are never texted).
 */
export const notificationSettingsSchema = z.object({
  timeZone: z.object({
    /** What the member chose in /settings; null: from their area's ZIP code, else the site's. */
    chosen: z.string().nullable(),
    /** The zone of their area's ZIP code, if they gave one. */
    fromArea: z.string().nullable(),
    /** The site's TIME_ZONE. */
    site: z.string(),
    /** The one their notifications follow now. */
    effective: z.string(),
    /** The zones one may choose. */
    choices: z.array(z.string()),
  }),
  kinds: z.array(z.object({ kind: mailKind, email: z.boolean(), push: z.boolean(), sms: z.boolean().nullable() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/user/time-zone`: a zone of the list, or null for "from my area, else the site's". */
export const timeZoneBodySchema = z.object({ timeZone: z.string().max(64).nullable() });
export type TimeZoneBody = z.infer<typeof timeZoneBodySchema>;

/** `PUT /api/user/notification-choices`: the kind × channel switches to change (others stay as they are). */
export const notificationChoicesBodySchema = z.object({
  choices: z.array(z.object({ kind: mailKind, channel: notifyChannel, enabled: z.boolean() })).min(1).max(15),
});
export type NotificationChoicesBody = z.infer<typeof notificationChoicesBodySchema>;

export const notifyPreferencesAnswerSchema = z.object(messageFields);
export type NotifyPreferencesAnswer = z.infer<typeof notifyPreferencesAnswerSchema>;

/**
 * What became of one push or text: queued (decided, not yet handed over), held (no SMS_URL: kept
 * for an operator), sent (the push service or SMSC took it), delivered (the SMSC's delivery receipt),
 * failed (`reason` says why), skipped (read first, turned off, the daily limit…: `reason`),
 * clicked (a push the member opened) or answered (a text the member replied to with its code).
 */
export const sentNotificationStates = ['queued', 'held', 'sent', 'delivered', 'failed', 'skipped', 'clicked', 'answered'] as const;
export const sentNotificationSchema = z.object({
  id: z.string(),
  channel: z.enum(['push', 'sms']),
  state: z.enum(sentNotificationStates),
  reason: z.string().nullable(),
  /** The device's name for a push; the number for a text. */
  to: z.string(),
  /** What it said: a text's words; a push's notification title in English, and as data in `aboutMessage`. */
  about: z.string(),
  aboutMessage: messageDataSchema.optional(),
  createdAt: z.string(),
  /** When the state last changed: sent, delivered, clicked or answered; null while queued. */
  changedAt: z.string().nullable(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
/** `GET /api/admin/members/:id/sent-notifications`: newest first; `nextCursor` asks for older ones. */
export const sentNotificationsPageSchema = z.object({ items: z.array(sentNotificationSchema), nextCursor: z.string().nullable() });
export type SentNotificationsPage = z.infer<typeof sentNotificationsPageSchema>;
