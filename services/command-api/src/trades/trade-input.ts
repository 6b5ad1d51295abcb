import { z } from 'zod';
import { creditsField, MESSAGE_MAX_LENGTH, multiLineText, singleLineText, TRADE_LIMITS } from '@barteraid/events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (label: string) =>
  singleLineText(label, { error: `${label} is required.` })
    .trim()
    .regex(UUID, `${label} is not a valid id.`)
    .transform((value) => value.toLowerCase());

const text = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A credit amount as the client sends it ("10.00" or 10), in cents. */
const creditAmount = z.union([z.string(), z.number()], { error: 'Credit amount must be a number.' }).pipe(creditsField('Credit amount'));

/** Contact on a listing: the amount defaults to the listing's credits. */
export const proposeTradeSchema = z.object({
  listingId: id('Listing'),
  creditAmount: creditAmount.nullish(),
  proposedTerms: text('Proposed terms', TRADE_LIMITS.termsMax, 'multi'),
});

/** The spec's status call; pending is where trades start, never a target. */
export const tradeStatusSchema = z.object({
  status: z.enum(['accepted', 'completed', 'declined', 'cancelled'], {
    error: 'Status must be one of: accepted, completed, declined, cancelled.',
  }),
  reason: multiLineText('Reason').trim().max(TRADE_LIMITS.reasonMax, `Reason must be at most ${TRADE_LIMITS.reasonMax} characters.`).nullish(),
});

export const counterTradeSchema = z
  .object({
    creditAmount: creditAmount.nullish(),
    proposedTerms: text('Proposed terms', TRADE_LIMITS.termsMax, 'multi').nullish(),
  })
  .refine((counter) => counter.creditAmount != null || counter.proposedTerms != null, {
    message: 'A counter-offer needs a credit amount or terms.',
  });

export const scheduleTradeSchema = z.object({
  at: singleLineText('Date and time', { error: 'Date and time are required.' })
    .trim()
    .pipe(z.string().datetime({ offset: true, message: 'Date and time must be an ISO date-time, for example 2026-12-01T15:00:00Z.' })),
  place: text('Place', TRADE_LIMITS.placeMax),
});

/** The spec's message call; content is plain text, trimmed. */
export const sendMessageSchema = z.object({
  tradeId: id('Trade'),
  recipientId: id('Recipient'),
  content: multiLineText('Message', { error: 'Message must be text.' })
    .trim()
    .min(1, 'Message cannot be empty.')
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`),
  messageType: z.literal('text', { error: "Message type must be 'text'." }).default('text'),
});

export function tradeIdParam(value: unknown): string | null {
  const text = String(value ?? '');
  return UUID.test(text) ? text.toLowerCase() : null;
}
