import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { registrationSchema, required } from './auth';

/**
 * The member's own account on /settings: their profile (the same fields and rules as registration)
 * and their password.
 */

/** `PUT /api/user/profile`: name, phone and location as they should be now. */
export const profileChangeSchema = z
  .object({
    firstName: required('First name', 60),
    lastName: required('Last name', 60),
    phone: registrationSchema.shape.phone,
    location: registrationSchema.shape.location,
  })
  .strict();
export type ProfileChangeBody = z.input<typeof profileChangeSchema>;

/** Its answer: the profile as stored. */
export interface ProfileChanged {
  message: string;
  profile: { firstName: string; lastName: string; phone: string | null; location: string | null };
}

const MISSING_CURRENT = 'Please enter your current password.';

/** `POST /api/user/password`: the current password, and the new one (the registration's rules). */
export const passwordChangeSchema = z
  .object({
    currentPassword: multiLineText('Current password', { error: MISSING_CURRENT }).min(1, MISSING_CURRENT).max(200, MISSING_CURRENT),
    newPassword: registrationSchema.shape.password,
  })
  .strict();
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Every other device signed in to your account has been signed out.';

const MISSING_EMAIL = 'Please enter your new email address.';

/** `POST /api/user/email`: the new address (a link goes there) and the current password. */
export const emailChangeSchema = z
  .object({
    newEmail: singleLineText('New email', { error: MISSING_EMAIL })
      .trim()
      .min(1, MISSING_EMAIL)
      .max(254, 'Invalid Email: Please enter a valid email address.')
      .pipe(z.string().email('Invalid Email: Please enter a valid email address.')),
    currentPassword: passwordChangeSchema.shape.currentPassword,
  })
  .strict();
export type EmailChangeBody = z.input<typeof emailChangeSchema>;

/** `POST /api/user/email/confirm`: the token from the link mailed to the new address (no session needed). */
export const emailChangeConfirmSchema = z
  .object({ token: singleLineText('Token', { error: 'This confirmation link is incomplete.' }).trim().min(1).max(200) })
  .strict();
export type EmailChangeConfirmBody = z.input<typeof emailChangeConfirmSchema>;

/** The confirmation's answer: the address the account now has. */
export interface EmailChanged {
  message: string;
  email: string;
}

export const SAME_EMAIL = 'That is already the email address of your account.';
export const INVALID_EMAIL_CHANGE_LINK = 'This confirmation link is invalid, used or expired. Please ask for the change again on Settings.';
export const emailChangeRequested = (newEmail: string) =>
  `Almost done: open the link we sent to ${newEmail} to confirm it. Until then you keep signing in with your current email.`;

/** `POST /api/auth/confirm-email`: the token from the link mailed at registration (no session needed). */
export const emailConfirmSchema = z
  .object({ token: singleLineText('Token', { error: 'This confirmation link is incomplete.' }).trim().min(1).max(200) })
  .strict();
export type EmailConfirmBody = z.input<typeof emailConfirmSchema>;

export const INVALID_EMAIL_CONFIRMATION_LINK = 'This confirmation link is invalid, used or expired. Sign in to get a new one.';
export const EMAIL_ALREADY_CONFIRMED = 'Your email is already confirmed.';
export const emailConfirmationSent = (email: string) => `We sent a new confirmation link to ${email}.`;
export const emailConfirmed = (email: string) => `Thank you: ${email} is confirmed.`;

const MISSING_PASSWORD = 'Please enter your password to close your account.';

/** `POST /api/user/close`: the member's password, to be sure it is them. */
export const accountClosingSchema = z
  .object({ password: multiLineText('Password', { error: MISSING_PASSWORD }).min(1, MISSING_PASSWORD).max(200, MISSING_PASSWORD) })
  .strict();
export type AccountClosingBody = z.input<typeof accountClosingSchema>;

export const WRONG_PASSWORD = 'Your password is not correct.';
export const OPEN_TRADES_BLOCK_CLOSING = 'Please finish or cancel your open trades before you close your account.';
export const ACCOUNT_CLOSED = 'Your account is closed. Your personal data can no longer be read by anyone.';
