import { defineMessages } from './catalogue';

/** Signing in and out: passwords, sign-in links, password resets, the limits on attempts. */
export const authMessages = defineMessages('auth', {
  missingCredentials: 'Missing Information: Please enter both email and password.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  accountLocked: 'Too many failed sign-in attempts for this account. Please try again in {minutes} minutes, reset your password, or ask for a sign-in link by email.',
  tooManyAttempts: 'Too many attempts from this connection. Please try again in {minutes} minutes.',
  suspended: 'Your account is suspended. Reason: {reason} If you think this is a mistake, you can appeal through our contact form at /contact.',
  suspendedUntil: 'Your account is suspended until {until} UTC. Reason: {reason} If you think this is a mistake, you can appeal through our contact form at /contact.',
  loggedOut: 'Logged out',
  csrf: 'Your security token is missing or out of date. Please reload the page and try again.',
  missingEmail: 'Missing Information: Please enter your email address.',
  missingNewPassword: 'Missing Information: Please enter a new password.',
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been changed. You can now sign in with your new password.',
  signInLinkSent: 'If an account exists for that email, we have sent a sign-in link to it. It works once, for 15 minutes.',
  invalidSignInLink: 'This sign-in link is invalid, used or expired. Please ask for a new one.',
  signedInByLink: 'You are signed in.',
  suspendedSignInLink: 'Your account is suspended. If you think this is a mistake, you can appeal through our contact form at /contact.',
});
