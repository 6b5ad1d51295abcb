import { TRIAL_DAYS, type MembershipEvent, type MembershipTier } from '@barteraid/events';
import { HttpError } from '@barteraid/infra';
import { reject, type Decider } from '../decider';

export interface MembershipState {
  trial: { code: string; expiresAt: string } | null;
  pendingApplication: { applicationId: string; tier: MembershipTier } | null;
  subscription: { customerId: string; subscriptionId: string } | null;
}

export type ReviewedTier = Exclude<MembershipTier, 'standard' | 'guest_trial'>;

export type MembershipCommand =
  | { type: 'StartTrial'; memberId: string; invitationCode: string; invitedBy: string; now: string }
  | { type: 'SubmitApplication'; applicationId: string; memberId: string; tier: ReviewedTier; reason: string; now: string }
  | { type: 'RecordSubscription'; memberId: string; customerId: string; subscriptionId: string; now: string };

export const membershipMessages = {
  trialUsed: 'Trial Already Used: Each member can start one guest trial.',
  reasonRequired: 'Incomplete Application: Please provide a reason for your application.',
  pending: 'Application Pending: You already have an application under review. We will get back to you within 3-5 business days.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date a trial started at `now` ends: 60 days later (spec section 9). */
export const trialExpiry = (now: string) => new Date(Date.parse(now) + TRIAL_DAYS * DAY_MS).toISOString();

/** A member's membership (`membership-<memberId>`): guest trials, applications for free tiers, subscriptions. */
export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = {
  initialState: { trial: null, pendingApplication: null, subscription: null },
  evolve(state, event) {
    switch (event.type) {
      case 'TrialGranted':
        return { ...state, trial: { code: event.data.invitationCode, expiresAt: event.data.trialExpiresAt } };
      case 'MembershipApplicationSubmitted':
        return { ...state, pendingApplication: { applicationId: event.data.applicationId, tier: event.data.tier } };
      case 'SubscriptionStarted':
        return { ...state, subscription: { customerId: event.data.stripeCustomerId, subscriptionId: event.data.stripeSubscriptionId } };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartTrial':
        if (state.trial) return state.trial.code === command.invitationCode ? [] : reject('conflict', membershipMessages.trialUsed);
        return [
          {
            type: 'TrialGranted',
            data: {
              memberId: command.memberId,
              invitationCode: command.invitationCode,
              invitedBy: command.invitedBy,
              trialExpiresAt: trialExpiry(command.now),
              grantedAt: command.now,
            },
          },
        ];
      case 'SubmitApplication': {
        const reason = command.reason.trim();
        if (!reason) throw new HttpError(400, membershipMessages.reasonRequired, { field: 'reason' });
        if (state.pendingApplication) return reject('conflict', membershipMessages.pending);
        return [
          {
            type: 'MembershipApplicationSubmitted',
            data: { applicationId: command.applicationId, memberId: command.memberId, tier: command.tier, reason, submittedAt: command.now },
          },
        ];
      }
      case 'RecordSubscription':
        if (state.subscription?.subscriptionId === command.subscriptionId) return [];
        return [
          {
            type: 'SubscriptionStarted',
            data: {
              memberId: command.memberId,
              stripeCustomerId: command.customerId,
              stripeSubscriptionId: command.subscriptionId,
              startedAt: command.now,
            },
          },
        ];
    }
  },
};
