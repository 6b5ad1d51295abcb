import { defineMessages } from './catalogue';

/** The password reset mail; `{expires}` is when its link stops working, as an ISO string. */
export const passwordResetMail = defineMessages('passwordResetMail', {
  subject: 'Reset your BarterAid password',
  asked: 'Someone (we hope you) asked to reset the password of your BarterAid account.',
  link: 'The link below lets you choose a new password. It works once, until {expires}.',
});
