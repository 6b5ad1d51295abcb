import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/**
 * The kinds of mail a member can turn off. The password reset mail is not among them: a member who
 * cannot sign in must always be able to get back in.
 */
export const mailKinds = ['trades', 'disputes', 'decisions', 'admin_messages', 'chat_digest'] as const;
export type MailKind = (typeof mailKinds)[number];
export const mailKind = z.enum(mailKinds);
/** Is this one of the kinds a member may turn off (other outbox kinds are about the account itself)? */
export const isMailKind = (kind: string): kind is MailKind => (mailKinds as readonly string[]).includes(kind);

/**
 * A member turned one kind of mail on or off, in their settings or with the unsubscribe link of a
 * mail (`via`). One stream per member (`mail_preferences-<memberId>`); every kind is on until a
 * member turns it off.
 */
export const MailPreferenceChanged = defineEvent(
  'MailPreferenceChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    kind: mailKind,
    enabled: z.boolean(),
    via: z.enum(['settings', 'unsubscribe']),
    changedAt: z.string(),
  }),
);

export type MailEvent = EventOf<typeof MailPreferenceChanged>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const mailEvents = [MailPreferenceChanged] as const;
