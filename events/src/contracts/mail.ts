import { z } from 'zod';
import { messageFields } from './common';
import { mailKind, mailKinds } from '../mail';

/** What each kind of mail is about, in the member's words: the settings page's toggles use these labels. */
export const mailKindLabels: Record<(typeof mailKinds)[number], string> = {
  trades: 'Trades: proposals, counter-offers, acceptance, delivery, completion and payment',
  disputes: 'Disputes: when one is opened or decided',
  decisions: 'Decisions on your verification or membership',
  admin_messages: 'Personal messages from the BarterAid team',
  chat_digest: 'Unread chat messages (at most one email per conversation every 15 minutes)',
};

/** `GET /api/user/mail-preferences` and the answer to `PUT`: every kind, on unless the member turned it off. */
export const mailPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: mailKind, label: z.string(), enabled: z.boolean() })),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** `PUT /api/user/mail-preferences`: the kinds to change (others stay as they are). */
export const mailPreferencesBodySchema = z.object({
  preferences: z.array(z.object({ kind: mailKind, enabled: z.boolean() })).min(1).max(mailKinds.length),
});
export type MailPreferencesBody = z.infer<typeof mailPreferencesBodySchema>;

/** `POST /api/mail/unsubscribe`: the token from a mail's unsubscribe link; no sign-in needed. */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(500) });
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
/**
 * One-click unsubscribe (RFC 8058): a mail provider POSTs this form body to the link in the mail's
 * `List-Unsubscribe` header (`/mail/unsubscribe?token=…`), without cookies.
 */
export const oneClickUnsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'A one-click unsubscribe sends List-Unsubscribe=One-Click.' }),
});
export const unsubscribeAnswerSchema = z.object({ ...messageFields, kind: mailKind });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** One mail of `GET /api/admin/mail-outbox`: what was (or, without SMTP, would have been) sent. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  /** pending: waiting to be sent; sent: the mail server took it; held: no mail server configured, kept here; failed: gave up; skipped: nothing left to say. */
  status: z.enum(['pending', 'sent', 'held', 'failed', 'skipped']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
/** Newest first; `nextCursor` asks for the page of older mails (null on the last page). */
export const outboxPageSchema = z.object({ mails: z.array(outboxMailSchema), total: z.number(), nextCursor: z.string().nullable() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
