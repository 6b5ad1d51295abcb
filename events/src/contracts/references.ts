import { z } from 'zod';
import { messageFields } from './common';
import { REFERENCE_LIMITS } from '../references';
import { multiLineText } from '../text';

/**
 * References as the APIs answer them (`GET /api/members/:username/references`,
 * `GET /api/trades/:id/references`, `POST /api/trades/:id/references`) and the body members send.
 */

/** Who wrote a reference, as anyone may see them. */
export const referenceAuthorSchema = z.object({ id: z.string(), username: z.string(), avatar: z.string().nullable() });
export type ReferenceAuthor = z.infer<typeof referenceAuthorSchema>;

/** One reference: stars (1–5), the comment (may be empty), and the trade it was left for. */
export const referenceSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  listingTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  author: referenceAuthorSchema,
  subjectId: z.string(),
});
export type Reference = z.infer<typeof referenceSchema>;

/** `GET /api/members/:username/references`: the visible references the member received, newest first. */
export const receivedReferencesSchema = z.object({ references: z.array(referenceSchema), nextCursor: z.string().nullable() });
export type ReceivedReferences = z.infer<typeof receivedReferencesSchema>;

/**
 * Where the signed-in member stands with references on one trade:
 * `not_completed` (not yet possible), `open` (they may leave one until `closesAt`),
 * `left` (they did), `closed` (14 days passed without theirs).
 */
export const referenceStatuses = ['not_completed', 'open', 'left', 'closed'] as const;
export const referenceStatus = z.enum(referenceStatuses);
export type ReferenceStatus = z.infer<typeof referenceStatus>;

/** `GET /api/trades/:id/references` (parties only). */
export const tradeReferencesSchema = z.object({
  tradeId: z.string(),
  /** The listing the trade was about, as when it began. */
  listingTitle: z.string(),
  status: referenceStatus,
  /** `status === 'open'`. */
  canLeave: z.boolean(),
  /** When the window closes (completion + 14 days); null before completion. */
  closesAt: z.string().nullable(),
  /** The other party: who the member's reference is about. */
  subject: z.object({ id: z.string(), username: z.string() }),
  mine: referenceSchema.nullable(),
  /** The other party's reference about the member, once visible (both wrote, or the window closed). */
  theirs: referenceSchema.nullable(),
  /** The other party wrote one that the member sees once they write theirs or the window closes. */
  theirsHidden: z.boolean(),
});
export type TradeReferences = z.infer<typeof tradeReferencesSchema>;

/** `POST /api/trades/:id/references`: whole stars from 1 to 5 and an optional comment. */
export const leaveReferenceSchema = z.object({
  rating: z
    .number({ error: `Rating must be a whole number of stars from ${REFERENCE_LIMITS.ratingMin} to ${REFERENCE_LIMITS.ratingMax}.` })
    .int(`Rating must be a whole number of stars from ${REFERENCE_LIMITS.ratingMin} to ${REFERENCE_LIMITS.ratingMax}.`)
    .min(REFERENCE_LIMITS.ratingMin, `Rating must be a whole number of stars from ${REFERENCE_LIMITS.ratingMin} to ${REFERENCE_LIMITS.ratingMax}.`)
    .max(REFERENCE_LIMITS.ratingMax, `Rating must be a whole number of stars from ${REFERENCE_LIMITS.ratingMin} to ${REFERENCE_LIMITS.ratingMax}.`),
  comment: multiLineText('Comment', { error: 'Comment must be text.' })
    .trim()
    .max(REFERENCE_LIMITS.commentMax, `Comment must be at most ${REFERENCE_LIMITS.commentMax} characters.`)
    .default(''),
});
export type LeaveReferenceBody = z.input<typeof leaveReferenceSchema>;

/** The reference as the command side knows it right after it was left. */
export const leftReferenceSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  authorId: z.string(),
  subjectId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type LeftReference = z.infer<typeof leftReferenceSchema>;

/** The answer of `POST /api/trades/:id/references` (201). */
export const referenceLeftSchema = z.object({ ...messageFields, reference: leftReferenceSchema });
export type ReferenceLeftAnswer = z.infer<typeof referenceLeftSchema>;
