import { linkLabels, defineMailPlans } from '../mail/plans';

/** The team's personal message, by mail too: its own words stay as written; only the mail around them follows the member's language. */
export const adminMailPlans = defineMailPlans({
  AdminMessageSent: async (event, { baseUrl, toMember }) => {
  // The team's own words stay as written; only the mail around them follows the member's language.
  const { subject, message } = event.data;
  return toMember(event.data.memberId, 'admin_messages', {
    en: { subject: `A message from BarterAid: ${subject}`, paragraphs: [message] },
    es: { subject: `Un mensaje de BarterAid: ${subject}`, paragraphs: [message] },
  }, linkLabels.site, `${baseUrl}/messages?thread=team`);
  },
});
