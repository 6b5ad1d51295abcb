import { defineMessages } from './catalogue';

/** A member's own settings: profile, password, email address, language, closing the account. */
export const accountMessages = defineMessages('account', {
  profileSaved: 'Your profile has been saved.',
  missingCurrentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Every other device signed in to your account has been signed out.',
  missingNewEmail: 'Please enter your new email address.',
  sameEmail: 'That is already the email address of your account.',
  emailChangeRequested: 'Almost done: open the link we sent to {email} to confirm it. Until then you keep signing in with your current email.',
  emailChanged: 'Your email is now {email}. Sign in with it from now on.',
  incompleteEmailChangeLink: 'This confirmation link is incomplete.',
  invalidEmailChangeLink: 'This confirmation link is invalid, used or expired. Please ask for the change again on Settings.',
  missingClosePassword: 'Please enter your password to close your account.',
  wrongPassword: 'Your password is not correct.',
  openTradesBlockClosing: 'Please finish or cancel your open trades before you close your account.',
  accountClosed: 'Your account is closed. Your personal data can no longer be read by anyone.',
  languageSaved: 'Language saved.',
  avatarNotYours: 'Please upload your image first: your avatar must be an image you uploaded.',
  avatarUpdated: 'Avatar Updated: Your new avatar is on your profile.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. You can change which emails you get in your settings.',
  invalidEmailConfirmationLink: 'This confirmation link is invalid, used or expired. Sign in to get a new one.',
  emailAlreadyConfirmed: 'Your email is already confirmed.',
  emailConfirmationSent: 'We sent a new confirmation link to {email}.',
  emailConfirmed: 'Thank you: {email} is confirmed.',
  unsubscribed: 'You will no longer get these emails: {label}. You can turn them back on in your settings at any time.',
});
