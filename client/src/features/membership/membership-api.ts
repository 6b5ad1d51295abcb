import { apiPost } from '../../lib/api';
import type { MembershipTier } from '../../lib/api-types';

/** An application for a free tier and, once an admin decided it, when and why. */
export interface MembershipApplication {
  id: string;
  tier: MembershipTier | string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected' | string;
  submittedAt: string;
  decidedAt: string | null;
  decisionReason: string | null;
}

/** `GET /api/membership`. */
export interface MembershipStatus {
  tier: MembershipTier | string;
  verified: boolean;
  verificationStatus: string;
  trialExpiresAt: string | null;
  trialActive: boolean;
  trialDaysLeft: number;
  pendingApplication: MembershipApplication | null;
  /** The latest application in any state: the page tells the member it was approved or declined. */
  latestApplication: MembershipApplication | null;
  subscription: { startedAt: string } | null;
}

export const MEMBERSHIP_KEY = ['/api/membership'] as const;

export type ApplicationAnswer =
  | { status: 'payment_required'; next: string; message: string }
  | { status: 'trial_granted'; tier: 'guest_trial'; trialExpiresAt: string; message: string }
  | { status: 'pending'; message: string; application: { id: string; tier: string; reason: string; status: string; submittedAt: string } };

export const applyForMembership = (body: { tier: MembershipTier; reason?: string; invitationCode?: string }) =>
  apiPost<ApplicationAnswer>('/api/membership/applications', body);
