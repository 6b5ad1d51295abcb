import type { RegistrationTier } from '@barteraid/events/contracts/members';

/** The tiers a new member may pick (a guest trial starts later, on /membership, with its code); `label` is the key of its text. */
export const membershipOptions = [
  { value: 'standard', label: 'auth.register.tiers.standard', free: false },
  { value: 'free_assistance', label: 'auth.register.tiers.freeAssistance', free: true },
  { value: 'emergency_business', label: 'auth.register.tiers.emergencyBusiness', free: true },
] as const satisfies readonly { value: RegistrationTier; label: string; free: boolean }[];
