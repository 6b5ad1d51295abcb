import type { MembershipTier } from '../../lib/api-types';

export const membershipOptions: { value: MembershipTier; label: string; free: boolean }[] = [
  { value: 'standard', label: 'Standard Member ($10/month)', free: false },
  { value: 'free_assistance', label: 'Government Assistance / EBT (free after verification)', free: true },
  { value: 'emergency_business', label: 'Emergency Services Business (free after verification)', free: true },
  { value: 'guest_trial', label: 'Invited Guest Trial (60 days free)', free: true },
];
