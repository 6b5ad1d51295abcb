import { apiPost } from '../../lib/api';
import type { MembershipTier } from '@barteraid/events/contracts/members';

export type ApplicationAnswer =
  | { status: 'payment_required'; next: string; message: string }
  | { status: 'trial_granted'; tier: 'guest_trial'; trialExpiresAt: string; message: string }
  | { status: 'pending'; message: string; application: { id: string; tier: string; reason: string; status: string; submittedAt: string } };

export const applyForMembership = (body: { tier: MembershipTier; reason?: string; invitationCode?: string }) =>
  apiPost<ApplicationAnswer>('/api/membership/applications', body);
