import { verificationMail } from '@barteraid/events/messages/verification-mail';
import { linkLabels, defineMailPlans } from '../mail/plans';

/** The mail that tells a member how their verification was decided. */
export const verificationMailPlans = defineMailPlans({
  VerificationApproved: async ({ data: { memberId, reason } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: verificationMail.message('approvedSubject'),
        paragraphs: [verificationMail.message('approved'), ...(reason ? [verificationMail.message('teamNote', { reason })] : [])],
      },
      linkLabels.dashboard,
      `${baseUrl}/dashboard`,
    ),
  VerificationRejected: async ({ data: { memberId, reason } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: verificationMail.message('rejectedSubject'),
        paragraphs: [verificationMail.message('rejected'), ...(reason ? [verificationMail.message('reason', { reason })] : []), verificationMail.message('submitAgain')],
      },
      linkLabels.verifyAgain,
      `${baseUrl}/verification-forms`,
    ),
});
