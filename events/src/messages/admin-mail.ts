import { defineMessages } from './catalogue';

/** The team's personal message by mail: its own words stay as written; only the mail around them follows the member's language. */
export const adminMail = defineMessages('adminMail', {
  subject: 'A message from BarterAid: {subject}',
  asWritten: '{message}',
});
