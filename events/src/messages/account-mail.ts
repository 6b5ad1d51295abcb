import { defineMessages } from './catalogue';

/** The mail that tells a member their password was changed; `{changed}` is the moment, as an ISO string. */
export const accountMail = defineMessages('accountMail', {
  passwordChangedSubject: 'Your BarterAid password was changed',
  changedByLink: 'The password of your BarterAid account was changed with a reset link on {changed}. Every other device was signed out.',
  changedInSettings: 'The password of your BarterAid account was changed in your settings on {changed}. Every other device was signed out.',
  ifNotYou:
    'If you did this, there is nothing more to do. If you did not, choose a new password now with "Forgot password" on the sign-in page, and tell the BarterAid team.',
});
