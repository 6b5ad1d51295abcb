import { defineMessages } from './catalogue';

/** The mail with a link that signs a member in without their password; `{expires}` as an ISO string. */
export const signInLinkMail = defineMessages('signInLinkMail', {
  subject: 'Your BarterAid sign-in link',
  asked: 'Someone (we hope you) asked for a link to sign in to your BarterAid account without its password.',
  link: 'The link below signs you in once, until {expires}. If it was not you, ignore this mail and consider changing your password.',
  label: 'Sign in to BarterAid',
});
