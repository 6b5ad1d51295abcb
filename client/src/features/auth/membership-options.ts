import type { MembershipTier } from '@barteraid/events/contracts/members';

export const membershipOptions: { value: MembershipTier; label: string; free: boolean }[] = [
  { value: 'standard', label: 'Standard: $10/month', free: false },
  { value: 'free_assistance', label: 'Assistance / EBT: free, verified', free: true },
  { value: 'emergency_business', label: 'Emergency business: free, verified', free: true },
  { value: 'guest_trial', label: 'Guest trial: 60 days free', free: true },
];
