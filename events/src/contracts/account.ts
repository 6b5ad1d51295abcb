import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';
import { registrationSchema, required } from './auth';
import { accountMessages } from '../messages/account';
import { membersMessages } from '../messages/members';
import { schemaMessage } from '../messages/schema-message';

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
  code: string;
  profile: { firstName: string; lastName: string; phone: string | null; location: string | null };
}

const MISSING_CURRENT = schemaMessage(accountMessages.message('missingCurrentPassword'));

/** `POST /api/user/password`: the current password, and the new one (the registration's rules). */
export const passwordChangeSchema = z
  .object({
    currentPassword: multiLineText('Current password', { error: MISSING_CURRENT }).min(1, MISSING_CURRENT).max(200, MISSING_CURRENT),
    newPassword: registrationSchema.shape.password,
  })
  .strict();
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;

const MISSING_EMAIL = schemaMessage(accountMessages.message('missingNewEmail'));
const INVALID_EMAIL = schemaMessage(membersMessages.message('invalidEmail'));

/** `POST /api/user/email`: the new address (a link goes there) and the current password. */
export const emailChangeSchema = z
  .object({
    newEmail: singleLineText('New email', { error: MISSING_EMAIL })
      .trim()
      .min(1, MISSING_EMAIL)
      .max(254, INVALID_EMAIL)
      .pipe(z.string().email(INVALID_EMAIL)),
    currentPassword: passwordChangeSchema.shape.currentPassword,
  })
  .strict();
export type EmailChangeBody = z.input<typeof emailChangeSchema>;

/** `POST /api/user/email/confirm`: the token from the link mailed to the new address (no session needed). */
export const emailChangeConfirmSchema = z
  .object({ token: singleLineText('Token', { error: schemaMessage(accountMessages.message('incompleteEmailChangeLink')) }).trim().min(1).max(200) })
  .strict();
export type EmailChangeConfirmBody = z.input<typeof emailChangeConfirmSchema>;

/** The confirmation's answer: the address the account now has. */
export interface EmailChanged {
  message: string;
  code: string;
  params?: Readonly<Record<string, string | number>>;
  email: string;
}

const MISSING_PASSWORD = schemaMessage(accountMessages.message('missingClosePassword'));

/** `POST /api/auth/confirm-email`: the token from the link mailed at registration (no session needed). */
export const emailConfirmSchema = z
  .object({ token: singleLineText('Token', { error: schemaMessage(accountMessages.message('incompleteEmailChangeLink')) }).trim().min(1).max(200) })
  .strict();
export type EmailConfirmBody = z.input<typeof emailConfirmSchema>;

/** `POST /api/user/close`: the member's password, to be sure it is them. */
export const accountClosingSchema = z
  .object({ password: multiLineText('Password', { error: MISSING_PASSWORD }).min(1, MISSING_PASSWORD).max(200, MISSING_PASSWORD) })
  .strict();
export type AccountClosingBody = z.input<typeof accountClosingSchema>;


