import { translate } from '../catalogue';
import { adminMail } from '../admin-mail';

export const adminMailEs = translate(adminMail, {
  subject: 'Un mensaje de BarterAid: {subject}',
  asWritten: '{message}',
});
