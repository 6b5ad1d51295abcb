import { formatCents } from '@barteraid/events';
import { membershipMail } from '@barteraid/events/messages/membership-mail';
import { linkLabels, defineMailPlans } from '../mail/plans';

/** The mails about a member's own tier: an application's decision, the guest trial's reminders and end, a failed payment, a lapse. Under "decisions" (verification and membership), which members may turn off. */
export const membershipMailPlans = defineMailPlans({
  MembershipApplicationApproved: async ({ data: { memberId, tier, reason } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: membershipMail.message('approvedSubject'),
        paragraphs: [membershipMail.message('approved', { membershipTier: tier }), ...(reason ? [membershipMail.message('teamNote', { reason })] : [])],
      },
      linkLabels.membership,
      `${baseUrl}/membership`,
    ),
  MembershipApplicationRejected: async ({ data: { memberId, tier, reason } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: membershipMail.message('rejectedSubject'),
        paragraphs: [membershipMail.message('rejected', { membershipTier: tier }), membershipMail.message('reason', { reason })],
      },
      linkLabels.membership,
      `${baseUrl}/membership`,
    ),
  TrialReminderSent: async ({ data: { memberId, daysBefore, trialExpiresAt } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: daysBefore === 1 ? membershipMail.message('trialEndsSubjectOne') : membershipMail.message('trialEndsSubject', { days: daysBefore }),
        paragraphs: [membershipMail.message('trialEnds', { on: trialExpiresAt.slice(0, 10) }), membershipMail.message('trialChoose')],
      },
      linkLabels.chooseMembership,
      `${baseUrl}/membership`,
    ),
  TrialEnded: async ({ data: { memberId } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      { subject: membershipMail.message('trialEndedSubject'), paragraphs: [membershipMail.message('trialEnded'), membershipMail.message('trialEndedChoose')] },
      linkLabels.chooseMembership,
      `${baseUrl}/membership`,
    ),
  MembershipPaymentFailed: async ({ data: { memberId, amountCents, currency } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: membershipMail.message('paymentFailedSubject'),
        paragraphs: [membershipMail.message('paymentFailed', { payment: `${formatCents(amountCents)} ${currency.toUpperCase()}` }), membershipMail.message('paymentFailedCard')],
      },
      linkLabels.membership,
      `${baseUrl}/membership`,
    ),
  MembershipLapsed: async ({ data: { memberId, reason } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'decisions',
      {
        subject: membershipMail.message('lapsedSubject'),
        paragraphs: [membershipMail.message(reason === 'unpaid' ? 'lapsedUnpaid' : 'lapsedCancelled'), membershipMail.message('lapsedStay')],
      },
      linkLabels.membership,
      `${baseUrl}/membership`,
    ),
});
