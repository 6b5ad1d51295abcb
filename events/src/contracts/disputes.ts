import { z } from 'zod';
import { creditsField } from '../money';
import { DISPUTE_LIMITS, disputeOutcomes, disputeStages } from '../disputes';
import { multiLineText } from '../text';
import { chatMessageSchema, tradeStepSchema } from './trades';
import { disputesMessages } from '../messages/disputes';
import { schemaMessage } from '../messages/schema-message';

/**
 * Disputes as the APIs take and answer them: a party opens one on a trade (`POST
 * /api/trades/:id/dispute`), both parties and administrators write in its thread, and an
 * administrator decides (`POST /api/admin/disputes/:tradeId/decision`).
 */

const evidenceId = z.string().uuid('Evidence must be uploaded files (their ids).');

/** `POST /api/trades/:id/dispute`. */
export const openDisputeSchema = z.object({
  reason: multiLineText('Reason')
    .trim()
    .min(DISPUTE_LIMITS.reasonMin, schemaMessage(disputesMessages.message('reasonTooShort', { min: DISPUTE_LIMITS.reasonMin })))
    .max(DISPUTE_LIMITS.reasonMax, schemaMessage(disputesMessages.message('reasonTooLong', { max: DISPUTE_LIMITS.reasonMax }))),
  evidence: z
    .array(evidenceId, { error: 'Evidence must be a list of uploaded files.' })
    .max(DISPUTE_LIMITS.evidenceMax, schemaMessage(disputesMessages.message('tooManyFiles', { max: DISPUTE_LIMITS.evidenceMax })))
    .default([]),
});
export type OpenDisputeBody = z.input<typeof openDisputeSchema>;

/** `POST /api/trades/:id/dispute/messages`. */
export const disputeMessageSchema = z.object({
  body: multiLineText('Message')
    .trim()
    .min(1, schemaMessage(disputesMessages.message('messageEmpty')))
    .max(DISPUTE_LIMITS.messageMax, schemaMessage(disputesMessages.message('messageTooLong', { max: DISPUTE_LIMITS.messageMax }))),
});
export type DisputeMessageBody = z.input<typeof disputeMessageSchema>;

/** `POST /api/admin/disputes/:tradeId/decision`: a split names both parts, in credits. */
export const decideDisputeSchema = z.object({
  outcome: z.enum(disputeOutcomes, { error: 'Outcome must be one of: release, return, split.' }),
  payeeCredits: creditsField('Payee credits').optional(),
  payerCredits: creditsField('Payer credits').optional(),
  note: multiLineText('Note').trim().max(DISPUTE_LIMITS.noteMax, `Note must be at most ${DISPUTE_LIMITS.noteMax} characters.`).default(''),
});
export type DecideDisputeBody = z.input<typeof decideDisputeSchema>;

export const disputeStatus = z.enum(['open', 'decided']);

/** A message of the dispute's thread. */
export const disputeMessageViewSchema = z.object({
  id: z.string(),
  by: z.object({ id: z.string(), username: z.string() }),
  byAdmin: z.boolean(),
  body: z.string(),
  postedAt: z.string(),
});
export type DisputeMessageView = z.infer<typeof disputeMessageViewSchema>;

/** One dispute as a party or an administrator sees it (`GET /api/trades/:id/dispute`, the admin's list). */
export const disputeSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  listingTitle: z.string(),
  status: disputeStatus,
  stage: z.enum(disputeStages),
  /** Two-decimal credits at stake. */
  amount: z.string(),
  openedBy: z.object({ id: z.string(), username: z.string() }),
  payer: z.object({ id: z.string(), username: z.string() }),
  payee: z.object({ id: z.string(), username: z.string() }),
  reason: z.string(),
  /** `/api/objects/<id>` of each evidence file. */
  evidence: z.array(z.object({ id: z.string(), url: z.string() })),
  openedAt: z.string(),
  decision: z
    .object({
      outcome: z.enum(disputeOutcomes),
      payeeAmount: z.string(),
      payerAmount: z.string(),
      note: z.string(),
      decidedAt: z.string(),
      /** A refund after completion the payee's balance could not cover (two-decimal credits), or null. */
      shortfall: z.string().nullable(),
    })
    .nullable(),
  messages: z.array(disputeMessageViewSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** A command's answer: where the dispute stands right after the change. */
export const disputeChangeSchema = z.object({ id: z.string(), tradeId: z.string(), status: disputeStatus });
export type DisputeChange = z.infer<typeof disputeChangeSchema>;

/** `GET /api/admin/disputes/:tradeId`: everything an administrator needs to decide. */
export const disputeStorySchema = z.object({
  dispute: disputeSchema,
  timeline: z.array(tradeStepSchema),
  conversation: z.array(chatMessageSchema),
});
export type DisputeStory = z.infer<typeof disputeStorySchema>;
