import { z } from 'zod';
import { messageFields } from './common';
import { membershipTiers } from '../members';
import { multiLineText, singleLineText } from '../text';
import { CITY_STATE, CITY_STATE_MESSAGE } from './place';
import { membersMessages } from '../messages/members';
import { schemaMessage } from '../messages/schema-message';

/**
 * Registration and password reset as the command API takes and answers them (`/api/auth/register`,
 * `/api/auth/forgot-password`, `/api/auth/reset-password`). Signing in and out is the gateway's.
 */

const missing = (label: string) => schemaMessage(membersMessages.message('missingField', { field: label }));

export const required = (label: string, max: number) =>
  singleLineText(label, { error: missing(label) })
    .trim()
    .min(1, missing(label))
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  singleLineText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** `POST /api/auth/register`: the register payload, checked in the order the registration form checks it. */
export const registrationSchema = z.object({
  firstName: required('First name', 60),
  lastName: required('Last name', 60),
  username: required('Username', 30).pipe(
    z
      .string()
      .min(3, schemaMessage(membersMessages.message('usernameLength')))
      .regex(
        /^[A-Za-z0-9._-]+$/,
        schemaMessage(membersMessages.message('usernameCharacters')),
      ),
  ),
  email: required('Email', 254).pipe(z.string().email(schemaMessage(membersMessages.message('invalidEmail')))),
  // Any text a password manager may produce, but nothing that cannot be stored.
  password: multiLineText('Password', { error: missing('Password') })
    .min(1, missing('Password'))
    .min(8, schemaMessage(membersMessages.message('weakPassword')))
    .max(200, schemaMessage(membersMessages.message('passwordTooLong'))),
  phone: optionalText('Phone', 30).pipe(
    z
      .string()
      .regex(/^[0-9+()\-.\s]{7,30}$/, 'Invalid Phone: Please enter a valid phone number.')
      .nullable(),
  ),
  // Optional, and when given the same "City, State" as listings want (see place.ts).
  location: optionalText('Location', 100).pipe(z.string().regex(CITY_STATE, CITY_STATE_MESSAGE).nullable()),
  membershipTier: z
    .enum(membershipTiers, { error: `Invalid Membership: Choose one of ${membershipTiers.join(', ')}.` })
    .default('standard'),
});
export type RegistrationBody = z.input<typeof registrationSchema>;

/** Its answer (201): the new member; they sign in next. */
export const registrationAnswerSchema = z.object({
  ...messageFields,
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

// The password-reset schemas stay in the command API (they share its reset-link message); it checks
// at compile time that they take exactly these bodies. Both answer `MessageResponse` (`./common`).

/** `POST /api/auth/forgot-password`: answered 202 with the same message whether the email has an account or not. */
export interface ForgotPasswordBody {
  email: string;
}

/** `POST /api/auth/reset-password`: the token from the emailed link and the new password. */
export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** `POST /api/auth/sign-in-link`: answered 202 with the same message whether the email has an account or not. */
export interface SignInLinkBody {
  email: string;
}

/** `POST /api/auth/sign-in-link/use`: the token from the emailed link; the answer's session is signed in. */
export interface UseSignInLinkBody {
  token: string;
}
