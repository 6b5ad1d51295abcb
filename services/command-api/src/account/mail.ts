import { accountMail } from '@barteraid/events/messages/account-mail';
import { linkLabels, defineMailPlans } from '../mail/plans';

/** The mail that tells a member their password was changed (an account mail: always sent). */
export const accountMailPlans = defineMailPlans({
  PasswordChanged: async ({ data: { memberId, via, changedAt } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'password_changed',
      {
        subject: accountMail.message('passwordChangedSubject'),
        paragraphs: [accountMail.message(via === 'reset_link' ? 'changedByLink' : 'changedInSettings', { changed: changedAt }), accountMail.message('ifNotYou')],
      },
      linkLabels.forgotPassword,
      `${baseUrl}/auth/forgot-password`,
    ),
});
