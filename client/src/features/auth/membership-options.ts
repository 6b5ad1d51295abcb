import type { MembershipTier } from '@barteraid/events/contracts/members';

/** The tiers a new member may pick; `label` is the key of its text. */
export const membershipOptions = [
  { value: 'standard', label: 'auth.register.tiers.standard', free: false },
  { value: 'free_assistance', label: 'auth.register.tiers.freeAssistance', free: true },
  { value: 'emergency_business', label: 'auth.register.tiers.emergencyBusiness', free: true },
  { value: 'guest_trial', label: 'auth.register.tiers.guestTrial', free: true },
] as const satisfies readonly { value: MembershipTier; label: string; free: boolean }[];
