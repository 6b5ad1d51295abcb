import { z } from 'zod';
import { multiLineText } from '../text';
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
