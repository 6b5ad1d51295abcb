import { z } from 'zod';
import { messageFields } from './common';
import { membershipTier } from '../members';
import { multiLineText } from '../text';
import { verificationDocument, verificationStatuses, verificationType, type VerificationType } from '../verification';

export const verificationStatus = z.enum(verificationStatuses);

/** A document of a submission; `url` opens an uploaded one (owner and admins only). */
export const submittedDocumentSchema = z.object({ name: z.string(), objectId: z.string().nullable(), url: z.string().nullable() });
export type SubmittedDocument = z.infer<typeof submittedDocumentSchema>;

/** A submission as members and admins see it. */
export const submissionSchema = z.object({
  id: z.string(),
  verificationType,
  formData: z.record(z.string(), z.union([z.string(), z.number()])),
  documents: z.array(submittedDocumentSchema),
  status: verificationStatus,
  submittedAt: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** `GET /api/user/verification`: the member's latest submission and where it stands. */
export const myVerificationSchema = z.object({
  /** none (never submitted), pending, approved or rejected. */
  status: z.enum(['none', ...verificationStatuses]),
  verified: z.boolean(),
  /** A member may submit when they never did or were rejected. */
  canSubmit: z.boolean(),
  submission: submissionSchema.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** `GET /api/admin/verifications`: one entry of the queue, with its member. */
export const verificationRequestSchema = submissionSchema.extend({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  membershipTier,
  location: z.string().nullable(),
  memberSince: z.string(),
  decidedBy: z.string().nullable(),
  decidedByUsername: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export type { VerificationType } from '../verification';

// Commands: what the client sends to the command API and what it answers.

export const VERIFICATION_LIMITS = { textMax: 200, longTextMax: 2000, documentsMax: 10, documentNameMax: 255, reasonMax: 500 } as const;

/**
 * `POST /api/user/verification`. The command API checks the fields against the chosen type in two
 * steps, so its parser is not one schema; it checks at compile time that it reads exactly this.
 */
export interface VerificationSubmissionBody {
  verificationType: VerificationType;
  /** The chosen type's fields (spec section 3); whole numbers may be numbers or digits. */
  formData: Record<string, string | number>;
  /** A file name, or `{name, objectId}` once uploaded through `POST /api/objects/upload`. */
  documents: (string | { name: string; objectId?: string | null })[];
  /** The spec's client sends it; a submission is always pending, whatever it says. */
  status?: 'pending';
}

/** Its answer: the submission as recorded. */
export const verificationSubmissionAnswerSchema = z.object({
  ...messageFields,
  verification: z.object({
    id: z.string(),
    verificationType,
    formData: z.record(z.string(), z.union([z.string(), z.number()])),
    documents: z.array(verificationDocument),
    status: z.literal('pending'),
    submittedAt: z.string(),
  }),
});
export type VerificationSubmissionAnswer = z.infer<typeof verificationSubmissionAnswerSchema>;

/** What an admin decides on a pending submission. */
export const verificationDecision = verificationStatus.exclude(['pending'], { error: 'Status must be approved or rejected.' });
export type VerificationDecision = z.infer<typeof verificationDecision>;

/** `PATCH /api/admin/users/:userId/verification`. */
export const verificationDecisionSchema = z.object({
  status: verificationDecision,
  reason: multiLineText('Reason', { error: 'Reason must be text.' })
    .trim()
    .max(VERIFICATION_LIMITS.reasonMax, `Reason must be at most ${VERIFICATION_LIMITS.reasonMax} characters.`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type VerificationDecisionBody = z.input<typeof verificationDecisionSchema>;

/** Its answer. */
export const verificationDecisionAnswerSchema = z.object({
  ...messageFields,
  userId: z.string(),
  status: verificationDecision,
  verified: z.boolean(),
  reason: z.string().nullable(),
});
export type VerificationDecisionAnswer = z.infer<typeof verificationDecisionAnswerSchema>;
