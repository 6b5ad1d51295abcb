import { z } from 'zod';
import { membershipTier } from '../members';
import { verificationStatuses, verificationType } from '../verification';

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
