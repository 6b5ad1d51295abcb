import type { VerificationTables } from '@barteraid/infra/read-models/verification';
import type { Submission } from '@barteraid/events/contracts/verification';

type SubmissionRow = VerificationTables['verification_submissions'];

/** A submission as members and admins see it (dates as ISO strings). */
export function submissionView(row: {
  id: string;
  verification_type: string;
  form_data: SubmissionRow['form_data']['__select__'];
  documents: SubmissionRow['documents']['__select__'];
  status: string;
  submitted_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
}): Submission {
  const submittedAt = new Date(row.submitted_at).toISOString();
  return {
    id: row.id,
    verificationType: row.verification_type as Submission['verificationType'],
    formData: row.form_data,
    // An uploaded document is served (to its owner and admins) from its object URL.
    documents: row.documents.map((document) => ({ ...document, url: document.objectId ? `/api/objects/${document.objectId}` : null })),
    status: row.status as Submission['status'],
    submittedAt,
    createdAt: submittedAt,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    reason: row.decision_reason,
  };
}
