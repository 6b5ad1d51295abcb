import { z } from 'zod';
import { membershipTiers, multiLineText, singleLineText } from '@barteraid/events';

const MISSING = 'Missing Information: Please fill in all required fields.';

const required = (label: string, max: number) =>
  singleLineText(label, { error: `${MISSING} ${label} is required.` })
    .trim()
    .min(1, `${MISSING} ${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  singleLineText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The register payload, checked in the order the registration form checks it. */
export const registrationSchema = z.object({
  firstName: required('First name', 60),
  lastName: required('Last name', 60),
  username: required('Username', 30).pipe(
    z
      .string()
      .min(3, 'Invalid Username: Username must be 3-30 characters.')
      .regex(
        /^[A-Za-z0-9._-]+$/,
        'Invalid Username: Use only letters, numbers, dots, dashes and underscores in your username.',
      ),
  ),
  email: required('Email', 254).pipe(z.string().email('Invalid Email: Please enter a valid email address.')),
  // Any text a password manager may produce, but nothing that cannot be stored.
  password: multiLineText('Password', { error: `${MISSING} Password is required.` })
    .min(1, `${MISSING} Password is required.`)
    .min(8, 'Weak Password: Password must be at least 8 characters long.')
    .max(200, 'Password must be at most 200 characters.'),
  phone: optionalText('Phone', 30).pipe(
    z
      .string()
      .regex(/^[0-9+()\-.\s]{7,30}$/, 'Invalid Phone: Please enter a valid phone number.')
      .nullable(),
  ),
  location: optionalText('Location', 100),
  membershipTier: z
    .enum(membershipTiers, { error: `Invalid Membership: Choose one of ${membershipTiers.join(', ')}.` })
    .default('standard'),
});

export type Registration = z.infer<typeof registrationSchema>;
