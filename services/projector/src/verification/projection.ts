import { defineProjection } from '../projection';

/** Every verification submission and its decision: the admin queue and each member's status. */
export const verificationProjection = defineProjection({
  name: 'verification',
  tables: ['verification_submissions'],
  handles: ['VerificationSubmitted', 'VerificationApproved', 'VerificationRejected', 'MemberAccountClosed'],
  async apply(event, trx) {
    switch (event.type) {
      // The form's fields and the documents' names go; the decisions stay (admins' record of what they did).
      case 'MemberAccountClosed':
        await trx
          .updateTable('verification_submissions')
          .set({ form_data: JSON.stringify({}), documents: JSON.stringify([]) })
          .where('member_id', '=', event.data.memberId)
          .execute();
        return;
      case 'VerificationSubmitted': {
        const submission = event.data;
        await trx
          .insertInto('verification_submissions')
          .values({
            id: submission.submissionId,
            member_id: submission.memberId,
            verification_type: submission.verificationType,
            form_data: JSON.stringify(submission.formData),
            documents: JSON.stringify(submission.documents),
            status: 'pending',
            submitted_at: new Date(submission.submittedAt),
            decided_at: null,
            decided_by: null,
            decision_reason: null,
            position: event.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'VerificationApproved':
      case 'VerificationRejected': {
        const approved = event.type === 'VerificationApproved';
        const decidedAt = event.type === 'VerificationApproved' ? event.data.approvedAt : event.data.rejectedAt;
        await trx
          .updateTable('verification_submissions')
          .set({
            status: approved ? 'approved' : 'rejected',
            decided_at: new Date(decidedAt),
            decided_by: event.data.by,
            decision_reason: event.data.reason,
          })
          .where('id', '=', event.data.submissionId)
          .execute();
        return;
      }
      default:
        return;
    }
  },
});
