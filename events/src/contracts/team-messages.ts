import { z } from 'zod';
import { messageDataSchema } from './message-data';
import { multiLineText, singleLineText } from '../text';
import { ADMIN_MESSAGE_LIMITS } from '../admin';
import { TEAM_REPLY_MAX_LENGTH } from '../team-messages';

/** One message of a member's thread with the BarterAid team, from either side. */
export const teamThreadMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['team', 'member']),
  /** The admin's subject line; null for the member's replies. */
  subject: z.string().nullable(),
  text: z.string(),
  /** "BarterAid team" to members; admins see which admin wrote (`GET /api/admin/team-threads/:memberId`). */
  senderName: z.string(),
  /** The team's name as data (the member's view), for the reader's language. */
  senderNameMessage: messageDataSchema.optional(),
  createdAt: z.string(),
});
export type TeamThreadMessage = z.infer<typeof teamThreadMessageSchema>;

/** `GET /api/team-thread`: the signed-in member's thread, oldest first; `exists` false when the team never wrote. */
export const teamThreadSchema = z.object({
  exists: z.boolean(),
  unreadCount: z.number(),
  messages: z.array(teamThreadMessageSchema),
});
export type TeamThread = z.infer<typeof teamThreadSchema>;

/** One row of `GET /api/admin/team-threads`: threads with a reply first, newest reply first. */
export const teamThreadSummarySchema = z.object({
  memberId: z.string(),
  username: z.string(),
  name: z.string(),
  messageCount: z.number(),
  lastReplyAt: z.string().nullable(),
  lastMessageAt: z.string(),
  lastMessage: z.object({ from: z.enum(['team', 'member']), preview: z.string() }),
  /** The member wrote last: the team has not answered yet. */
  awaitingAnswer: z.boolean(),
});
export type TeamThreadSummary = z.infer<typeof teamThreadSummarySchema>;

/** `GET /api/admin/team-threads/:memberId`. */
export const adminTeamThreadSchema = z.object({
  member: z.object({ id: z.string(), username: z.string(), name: z.string() }),
  messages: z.array(teamThreadMessageSchema),
});
export type AdminTeamThread = z.infer<typeof adminTeamThreadSchema>;

/** `POST /api/team-thread/messages`: the member's reply. */
export const teamReplySchema = z.object({
  text: multiLineText('Text', { error: 'Message must be text.' })
    .trim()
    .min(1, 'Message cannot be empty.')
    .max(TEAM_REPLY_MAX_LENGTH, `Message must be at most ${TEAM_REPLY_MAX_LENGTH} characters.`),
});
export type TeamReplyBody = z.input<typeof teamReplySchema>;

/** `POST /api/admin/team-threads/:memberId`: an admin's answer; the subject defaults to the thread's last one. */
export const adminTeamReplySchema = z.object({
  subject: singleLineText('Subject', { error: 'Subject must be text.' })
    .trim()
    .max(ADMIN_MESSAGE_LIMITS.subjectMax, `Subject must be at most ${ADMIN_MESSAGE_LIMITS.subjectMax} characters.`)
    .optional(),
  message: multiLineText('Message', { error: 'Message must be text.' })
    .trim()
    .min(1, 'Message cannot be empty.')
    .max(ADMIN_MESSAGE_LIMITS.messageMax, `Message must be at most ${ADMIN_MESSAGE_LIMITS.messageMax} characters.`),
});
export type AdminTeamReplyBody = z.input<typeof adminTeamReplySchema>;

/** Answer of both posting routes. */
export interface TeamMessagePosted {
  message: string;
  id: string;
}
