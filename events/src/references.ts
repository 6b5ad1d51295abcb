import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/**
 * References: after a completed trade each party may leave one for the other (1–5 stars and a
 * comment). They are blind, as on Sharetribe: neither party sees the other's until both have
 * written or the window has closed, 14 days after completion; after that no more are accepted.
 */
export const REFERENCE_LIMITS = { ratingMin: 1, ratingMax: 5, commentMax: 1000, windowDays: 14 } as const;

/** How long after completion a reference may be left, and after which every reference on the trade is visible. */
export const REFERENCE_WINDOW_MS = REFERENCE_LIMITS.windowDays * 86_400_000;

/** When the reference window of a trade completed at `completedAt` closes (ISO). */
export const referenceWindowClosesAt = (completedAt: string): string => new Date(Date.parse(completedAt) + REFERENCE_WINDOW_MS).toISOString();

/**
 * A party of a completed trade left a reference for the other party (`subjectId`). Stored in
 * `trade_references-<tradeId>`: the stream holds both parties' references, so it alone decides
 * that each party writes one. `tradeCompletedAt` is the completion the window was decided on.
 */
export const ReferenceLeft = defineEvent(
  'ReferenceLeft',
  1,
  z.object({
    referenceId: z.string().uuid(),
    tradeId: z.string().uuid(),
    authorId: z.string().uuid(),
    subjectId: z.string().uuid(),
    rating: z.number().int().min(REFERENCE_LIMITS.ratingMin).max(REFERENCE_LIMITS.ratingMax),
    comment: z.string().max(REFERENCE_LIMITS.commentMax),
    tradeCompletedAt: z.string(),
    leftAt: z.string(),
  }),
);

export type ReferenceEvent = EventOf<typeof ReferenceLeft>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const referenceEvents = [ReferenceLeft] as const;
