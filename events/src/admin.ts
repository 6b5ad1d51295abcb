import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** Limits of an admin's personal message to a member. */
export const ADMIN_MESSAGE_LIMITS = { subjectMax: 150, messageMax: 4000 } as const;

/**
 * An admin (`sentBy`) wrote to one member from the admin dashboard. Each message is its own
 * stream (`admin_message-<messageId>`): no rule spans messages. The member reads it in the bell.
 */
export const AdminMessageSent = defineEvent(
  'AdminMessageSent',
  1,
  z.object({
    messageId: z.string().uuid(),
    memberId: z.string().uuid(),
    subject: z.string(),
    message: z.string(),
    sentBy: z.string().uuid(),
    sentAt: z.string(),
  }),
);

export type AdminEvent = EventOf<typeof AdminMessageSent>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const adminEvents = [AdminMessageSent] as const;
