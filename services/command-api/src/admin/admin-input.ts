import { z } from 'zod';
import { ADMIN_MESSAGE_LIMITS, isSingleLineText, isStorableText, parseCredits, unstorableTextMessage } from '@barteraid/events';
import type { SameKeys } from '@barteraid/events/contracts/common';
import type { AdminMessageBody, IssueCreditsBody } from '@barteraid/events/contracts/admin';
import { adminMessages as texts } from '@barteraid/events/messages/admin';
import { schemaMessage } from '@barteraid/events/messages/schema-message';

export const ISSUE_LIMITS = { maxCents: 1_000_000_00, reasonMax: 500 } as const;

export const adminMessages = {
  missingCreditFields: texts.message('missingCreditFields'),
  invalidAmount: texts.message('invalidAmount'),
  tooManyDecimals: texts.message('tooManyDecimals'),
  tooLarge: texts.message('tooLarge'),
  missingMessageFields: texts.message('missingMessageFields'),
  userNotFound: texts.message('userNotFound'),
} as const;

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** The first of these text fields holding characters that cannot be stored (single-line fields: no line breaks either). */
function unstorable(input: Record<string, unknown>, fields: Record<string, { label: string; lines: 'single' | 'multi' }>) {
  for (const [field, { label, lines }] of Object.entries(fields)) {
    const value = input[field];
    if (typeof value === 'string' && !(lines === 'single' ? isSingleLineText : isStorableText)(value)) {
      return { code: 'custom' as const, message: unstorableTextMessage(label), path: [field] };
    }
  }
  return null;
}

const textOf = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '');

/** `{userId, amount, reason}` of Issue Credits, checked in the spec's order (section 5). */
export const issueCreditsSchema = z
  .object({ userId: z.unknown().optional(), amount: z.unknown().optional(), reason: z.unknown().optional() })
  .superRefine((input, ctx) => {
    const refused = unstorable(input, {
      userId: { label: 'User', lines: 'single' },
      amount: { label: 'Amount', lines: 'single' },
      reason: { label: 'Reason', lines: 'multi' },
    });
    if (refused) return void ctx.addIssue(refused);
    if (!filled(input.userId) || !filled(input.amount) || !filled(input.reason)) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(adminMessages.missingCreditFields), path: [!filled(input.userId) ? 'userId' : !filled(input.amount) ? 'amount' : 'reason'] });
    }
  })
  .transform((input, ctx) => {
    const amountText = textOf(input.amount);
    const asNumber = Number(amountText);
    if (!/^\d*\.?\d+$|^\d+\.$/.test(amountText) || !Number.isFinite(asNumber) || asNumber <= 0) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(adminMessages.invalidAmount), path: ['amount'] });
      return z.NEVER;
    }
    if (/\.\d{3,}$/.test(amountText)) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(adminMessages.tooManyDecimals), path: ['amount'] });
      return z.NEVER;
    }
    const cents = parseCredits(amountText.replace(/^\./, '0.').replace(/\.$/, ''));
    if (cents === null || cents > ISSUE_LIMITS.maxCents) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(adminMessages.tooLarge), path: ['amount'] });
      return z.NEVER;
    }
    const reason = textOf(input.reason);
    if (reason.length > ISSUE_LIMITS.reasonMax) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(texts.message('reasonTooLong', { max: ISSUE_LIMITS.reasonMax })), path: ['reason'] });
      return z.NEVER;
    }
    return { userId: textOf(input.userId), amountCents: cents, reason };
  });

/** `{userId, subject, message, userEmail}` of Send Message. */
export const sendMessageSchema = z
  .object({ userId: z.unknown().optional(), subject: z.unknown().optional(), message: z.unknown().optional(), userEmail: z.unknown().optional() })
  .superRefine((input, ctx) => {
    const refused = unstorable(input, {
      userId: { label: 'User', lines: 'single' },
      subject: { label: 'Subject', lines: 'single' },
      message: { label: 'Message', lines: 'multi' },
      userEmail: { label: 'User email', lines: 'single' },
    });
    if (refused) return void ctx.addIssue(refused);
    for (const field of ['userId', 'subject', 'message'] as const) {
      if (typeof input[field] !== 'string' || (input[field] as string).trim() === '') {
        ctx.addIssue({ code: 'custom', message: schemaMessage(adminMessages.missingMessageFields), path: [field] });
        return;
      }
    }
  })
  .transform((input, ctx) => {
    const subject = textOf(input.subject);
    const message = textOf(input.message);
    if (subject.length > ADMIN_MESSAGE_LIMITS.subjectMax) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(texts.message('subjectTooLong', { max: ADMIN_MESSAGE_LIMITS.subjectMax })), path: ['subject'] });
      return z.NEVER;
    }
    if (message.length > ADMIN_MESSAGE_LIMITS.messageMax) {
      ctx.addIssue({ code: 'custom', message: schemaMessage(texts.message('messageTooLong', { max: ADMIN_MESSAGE_LIMITS.messageMax })), path: ['message'] });
      return z.NEVER;
    }
    const userEmail = typeof input.userEmail === 'string' && input.userEmail.trim() !== '' ? input.userEmail.trim() : null;
    return { userId: textOf(input.userId), subject, message, userEmail };
  });

// The bodies the dashboard is told to send (the admin contract) name exactly the fields these
// schemas read. The schemas take every field as `unknown` so they can answer the spec's messages in
// its order, so only the field names can be compared: these lines stop compiling when a field is
// added, renamed or dropped on one side only.
const _issueCreditsFields: SameKeys<z.input<typeof issueCreditsSchema>, IssueCreditsBody> = true;
const _sendMessageFields: SameKeys<z.input<typeof sendMessageSchema>, AdminMessageBody> = true;
