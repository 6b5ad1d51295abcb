import { defineMessages } from './catalogue';

/** The link to the address given at registration; `{expires}` as an ISO string. */
export const emailConfirmationMail = defineMessages('emailConfirmationMail', {
  subject: 'Confirm your email for BarterAid',
  welcome: 'Welcome to BarterAid. Please confirm that {email} is your email, so we can reach you about your trades.',
  link: 'The link below works once, until {expires}. You can send a new one, or fix the address, from any page once you are signed in.',
  label: 'Confirm my email',
});
