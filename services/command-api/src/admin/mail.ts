import { adminMail } from '@barteraid/events/messages/admin-mail';
import { linkLabels, defineMailPlans } from '../mail/plans';

/** The team's personal message, by mail too: its own words stay as written; only the mail around them follows the member's language. */
export const adminMailPlans = defineMailPlans({
  AdminMessageSent: async ({ data: { memberId, subject, message } }, { baseUrl, toMember }) =>
    toMember(
      memberId,
      'admin_messages',
      { subject: adminMail.message('subject', { subject }), paragraphs: [adminMail.message('asWritten', { message })] },
      linkLabels.site,
      `${baseUrl}/messages?thread=team`,
    ),
});
