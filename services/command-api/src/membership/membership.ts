import { TRIAL_DAYS, type MembershipEvent, type MembershipTier, type VerificationType } from '@barteraid/events';
import { HttpError } from '@barteraid/infra';
import { exhaustive, reject, type Decider } from '../decider';
import {
  decideCancellation,
  decideOfferAcceptance,
  decideStandardRequest,
  decideStripeFact,
  decideTrialRule,
  decideVerifiedTier,
  evolveLifecycle,
  initialLifecycle,
  type LifecycleState,
  type StripeFact,
} from './lifecycle';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

export interface MembershipState {
  trial: { code: string; expiresAt: string; invitedBy: string } | null;
  pendingApplication: { applicationId: string; tier: MembershipTier } | null;
  /** Applications an admin already decided: deciding one again is a conflict, not "unknown". */
  decidedApplicationIds: string[];
  subscription: { customerId: string; subscriptionId: string } | null;
  /** Where the member's tier stands: standard's payments, the trial's reminders and end, free tiers (lifecycle.ts). */
  lifecycle: LifecycleState;
}

export type ReviewedTier = Exclude<MembershipTier, 'standard' | 'guest_trial'>;

export type MembershipCommand =
  | { type: 'StartTrial'; memberId: string; invitationCode: string; invitedBy: string; now: string }
  | { type: 'SubmitApplication'; applicationId: string; memberId: string; tier: ReviewedTier; reason: string; now: string }
  | { type: 'RecordSubscription'; memberId: string; customerId: string; subscriptionId: string; now: string }
  | {
      type: 'DecideApplication';
      applicationId: string;
      memberId: string;
      decision: 'approved' | 'rejected';
      by: string;
      reason: string | null;
      now: string;
    }
  | { type: 'RequestStandard'; memberId: string; via: 'registration' | 'membership_page'; now: string }
  | { type: 'RecordStripeFact'; memberId: string; fact: StripeFact; now: string }
  | { type: 'CancelStandard'; memberId: string; by: string; now: string }
  | { type: 'ApplyTrialRule'; memberId: string; now: string }
  | {
      type: 'GrantVerifiedTier';
      memberId: string;
      submissionId: string;
      verificationType: VerificationType;
      by: string;
      /** The tier chosen at registration (the member stream's), which counts as asking for it. */
      registeredTier: MembershipTier | null;
      now: string;
    }
  | { type: 'AcceptFreeTierOffer'; memberId: string; now: string };

export const membershipMessages = {
  trialUsed: texts.message('trialUsed'),
  reasonRequired: texts.message('reasonRequired'),
  pending: texts.message('pending'),
  applicationNotFound: texts.message('applicationNotFound'),
  alreadyDecided: texts.message('alreadyDecided'),
  rejectionReasonRequired: texts.message('rejectionReasonRequired'),
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date a trial started at `now` ends: 60 days later (spec section 9). */
export const trialExpiry = (now: string) => new Date(Date.parse(now) + TRIAL_DAYS * DAY_MS).toISOString();

/** A member's membership (`membership-<memberId>`): guest trials, applications for free tiers, subscriptions. */
export const membershipDecider: Decider<MembershipCommand, MembershipState, MembershipEvent> = {
  initialState: { trial: null, pendingApplication: null, decidedApplicationIds: [], subscription: null, lifecycle: initialLifecycle },
  evolve(previous, event) {
    const state = { ...previous, lifecycle: evolveLifecycle(previous.lifecycle, event) };
    switch (event.type) {
      case 'TrialGranted':
        return { ...state, trial: { code: event.data.invitationCode, expiresAt: event.data.trialExpiresAt, invitedBy: event.data.invitedBy } };
      case 'MembershipApplicationSubmitted':
        return { ...state, pendingApplication: { applicationId: event.data.applicationId, tier: event.data.tier } };
      case 'MembershipApplicationApproved':
      case 'MembershipApplicationRejected':
        return {
          ...state,
          pendingApplication: state.pendingApplication?.applicationId === event.data.applicationId ? null : state.pendingApplication,
          decidedApplicationIds: [...state.decidedApplicationIds, event.data.applicationId],
        };
      case 'SubscriptionStarted':
        return { ...state, subscription: { customerId: event.data.stripeCustomerId, subscriptionId: event.data.stripeSubscriptionId } };
      case 'StandardMembershipRequested':
      case 'MembershipPaymentReceived':
      case 'MembershipPaymentFailed':
      case 'StandardMembershipActivated':
      case 'StandardMembershipPastDue':
      case 'StandardMembershipCancellationRequested':
      case 'MembershipLapsed':
      case 'TrialReminderSent':
      case 'TrialEnded':
      case 'FreeTierGranted':
      case 'FreeTierOffered':
        return state;
      default:
        return exhaustive(event, state);
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
      case 'DecideApplication':
        return decideApplication(command, state);
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
      case 'RequestStandard':
        return decideStandardRequest(command.memberId, command.via, command.now, state.lifecycle);
      case 'RecordStripeFact':
        return decideStripeFact(command.memberId, command.fact, state.subscription?.subscriptionId ?? null, command.now, state.lifecycle);
      case 'CancelStandard':
        return decideCancellation(command.memberId, command.by, command.now, state.lifecycle);
      case 'ApplyTrialRule':
        return decideTrialRule(command.memberId, state.trial, command.now, state.lifecycle);
      case 'GrantVerifiedTier':
        return decideVerifiedTier({ ...command, appliedTier: state.pendingApplication?.tier ?? null }, state.lifecycle);
      case 'AcceptFreeTierOffer':
        return decideOfferAcceptance(command.memberId, command.now, state.lifecycle);
      default:
        return exhaustive(command);
    }
  },
};

type DecideApplication = Extract<MembershipCommand, { type: 'DecideApplication' }>;

/** Only the pending application can be decided; a member learns why when declined, so rejecting needs a reason. */
function decideApplication(command: DecideApplication, state: MembershipState): MembershipEvent[] {
  const pending = state.pendingApplication;
  if (pending?.applicationId !== command.applicationId) {
    if (state.decidedApplicationIds.includes(command.applicationId)) return reject('conflict', membershipMessages.alreadyDecided);
    return reject('not_found', membershipMessages.applicationNotFound);
  }
  const reason = command.reason?.trim() || null;
  const decided = { applicationId: command.applicationId, memberId: command.memberId, tier: pending.tier, by: command.by, decidedAt: command.now };
  if (command.decision === 'approved') return [{ type: 'MembershipApplicationApproved', data: { ...decided, reason } }];
  if (!reason) throw new HttpError(400, membershipMessages.rejectionReasonRequired, { field: 'reason' });
  return [{ type: 'MembershipApplicationRejected', data: { ...decided, reason } }];
}
