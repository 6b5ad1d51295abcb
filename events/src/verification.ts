import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** Who a verification is for (spec section 3): each type unlocks a free membership category. */
export const verificationTypes = ['ebt', 'church', 'government', 'business'] as const;
export const verificationType = z.enum(verificationTypes);
export type VerificationType = z.infer<typeof verificationType>;

/** Where a member's verification stands; `none` only on read, before the first submission. */
export const verificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** An uploaded document: its file name and, once uploads exist, the stored object's id. */
export const verificationDocument = z.object({ name: z.string(), objectId: z.string().nullable() });
export type VerificationDocument = z.infer<typeof verificationDocument>;

/**
 * A member asked to be verified. Stored in `verification-<memberId>`: one stream per member
 * holds every submission and decision, because the rules span submissions (no new one while one
 * is pending or approved) and nothing else needs to be read to decide them. An EBT card number
 * is only ever its last 4 digits (the API refuses anything else).
 */
export const VerificationSubmitted = defineEvent(
  'VerificationSubmitted',
  1,
  z.object({
    submissionId: z.string().uuid(),
    memberId: z.string().uuid(),
    verificationType,
    /** Type-specific fields; numeric fields are numbers. */
    formData: z.record(z.string(), z.union([z.string(), z.number()])),
    documents: z.array(verificationDocument),
    submittedAt: z.string(),
  }),
);

/** An admin (`by`) approved the member's pending submission. */
export const VerificationApproved = defineEvent(
  'VerificationApproved',
  1,
  z.object({
    submissionId: z.string().uuid(),
    memberId: z.string().uuid(),
    verificationType,
    by: z.string().uuid(),
    reason: z.string().nullable(),
    approvedAt: z.string(),
  }),
);

/** An admin (`by`) rejected the member's pending submission; the member may submit again. */
export const VerificationRejected = defineEvent(
  'VerificationRejected',
  1,
  z.object({
    submissionId: z.string().uuid(),
    memberId: z.string().uuid(),
    verificationType,
    by: z.string().uuid(),
    reason: z.string().nullable(),
    rejectedAt: z.string(),
  }),
);

export type VerificationEvent =
  | EventOf<typeof VerificationSubmitted>
  | EventOf<typeof VerificationApproved>
  | EventOf<typeof VerificationRejected>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const verificationEvents = [VerificationSubmitted, VerificationApproved, VerificationRejected] as const;
