import type { RegistrationTier } from '@barteraid/events/contracts/members';
import type { ParseKeys } from 'i18next';
import { isCityState } from '@barteraid/events/contracts/place';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { listingsMessages } from '@barteraid/events/messages/listings';

export interface RegisterForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  location: string;
  membershipTier: RegistrationTier;
  acceptTerms: boolean;
}

/** `title` and `description` are keys of their texts (the location rule's is the server's own message, as data). */
export interface ValidationProblem {
  title: ParseKeys;
  description: ParseKeys | MessageData;
  field: keyof RegisterForm;
}

/** The checks of spec section 5, in its order; the first failing one is reported. */
export function validateRegistration(form: RegisterForm): ValidationProblem | null {
  const required = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;
  const missing = required.find((field) => !form[field].trim());
  if (missing) return { title: 'auth.register.problems.missingTitle', description: 'auth.register.problems.missing', field: missing };
  if (form.location.trim() && !isCityState(form.location.trim())) {
    return { title: 'auth.register.problems.locationTitle', description: listingsMessages.message('cityState'), field: 'location' };
  }
  if (form.password !== form.confirmPassword) {
    return { title: 'auth.register.problems.mismatchTitle', description: 'auth.register.problems.mismatch', field: 'confirmPassword' };
  }
  if (form.password.length < 8) {
    return { title: 'auth.register.problems.weakTitle', description: 'auth.register.problems.weak', field: 'password' };
  }
  if (!form.acceptTerms) {
    return { title: 'auth.register.problems.termsTitle', description: 'auth.register.problems.terms', field: 'acceptTerms' };
  }
  return null;
}
