import type { MembershipTier } from '@barteraid/events/contracts/members';
import { CITY_STATE_MESSAGE, isCityState } from '@barteraid/events/contracts/place';

export interface RegisterForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  location: string;
  membershipTier: MembershipTier;
  acceptTerms: boolean;
}

export interface ValidationProblem {
  title: string;
  description: string;
  field: keyof RegisterForm;
}

/** The checks of spec section 5, in its order; the first failing one is reported. */
export function validateRegistration(form: RegisterForm): ValidationProblem | null {
  const required = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;
  const missing = required.find((field) => !form[field].trim());
  if (missing) return { title: 'Missing Information', description: 'Please fill in all required fields.', field: missing };
  if (form.location.trim() && !isCityState(form.location.trim())) {
    return { title: 'Invalid Location', description: CITY_STATE_MESSAGE, field: 'location' };
  }
  if (form.password !== form.confirmPassword) {
    return { title: 'Password Mismatch', description: 'Password and confirm password must match.', field: 'confirmPassword' };
  }
  if (form.password.length < 8) {
    return { title: 'Weak Password', description: 'Password must be at least 8 characters long.', field: 'password' };
  }
  if (!form.acceptTerms) {
    return { title: 'Terms Required', description: 'Please agree to the terms and conditions.', field: 'acceptTerms' };
  }
  return null;
}
