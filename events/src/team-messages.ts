import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** The longest reply a member can write to the team (as long as a chat message). */
export const TEAM_REPLY_MAX_LENGTH = 4000;

/**
 * An admin (`sentBy`) wrote to a member in the member's "BarterAid team" thread
 * (`team_thread-<memberId>`). Written beside `AdminMessageSent` (same `messageId`), which keeps
 * ringing the bell and sending the mail; this one carries the message into the conversation.
 */
export const TeamMessageSent = defineEvent(
  'TeamMessageSent',
  1,
  z.object({
    messageId: z.string().uuid(),
    memberId: z.string().uuid(),
    subject: z.string(),
    text: z.string(),
    sentBy: z.string().uuid(),
    sentAt: z.string(),
  }),
);

/** The member answered in their thread with the team. */
export const TeamReplySent = defineEvent(
  'TeamReplySent',
  1,
  z.object({
    messageId: z.string().uuid(),
    memberId: z.string().uuid(),
    text: z.string(),
    sentAt: z.string(),
  }),
);

/** The member opened their thread: every team message before this event is read. */
export const TeamThreadRead = defineEvent(
  'TeamThreadRead',
  1,
  z.object({
    memberId: z.string().uuid(),
    readAt: z.string(),
  }),
);

export type TeamThreadEvent = EventOf<typeof TeamMessageSent> | EventOf<typeof TeamReplySent> | EventOf<typeof TeamThreadRead>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const teamMessageEvents = [TeamMessageSent, TeamReplySent, TeamThreadRead] as const;
