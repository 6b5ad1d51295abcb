import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** The longest chat message a member can send. */
export const MESSAGE_MAX_LENGTH = 4000;

/**
 * A chat message about a trade, in the trade's own conversation stream (not the trade stream,
 * so chatting never collides with accepting or countering). Content is plain text.
 */
export const MessageSent = defineEvent(
  'MessageSent',
  1,
  z.object({
    messageId: z.string().uuid(),
    tradeId: z.string().uuid(),
    senderId: z.string().uuid(),
    recipientId: z.string().uuid(),
    content: z.string(),
    messageType: z.enum(['text']),
    sentAt: z.string(),
  }),
);

/** A party opened the conversation: every message to them up to `upToMessageId` is read. */
export const ConversationRead = defineEvent(
  'ConversationRead',
  1,
  z.object({
    tradeId: z.string().uuid(),
    memberId: z.string().uuid(),
    upToMessageId: z.string().uuid(),
    readAt: z.string(),
  }),
);

export type ConversationEvent = EventOf<typeof MessageSent> | EventOf<typeof ConversationRead>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const conversationEvents = [MessageSent, ConversationRead] as const;
