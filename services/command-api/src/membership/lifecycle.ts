import { freeTierFor, type FreeTier, type MembershipEvent, type MembershipTier, type VerificationType } from '@barteraid/events';
import { reject } from '../decider';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

/**
 * The tier lifecycle of one member (their `membership-<id>` stream), as the membership decider
 * decides it. The state machine, drawn in ARCHITECTURE.md ("Memberships"):
 *
 *   (registered) ─standard chosen─► pending_payment ─first paid invoice─► standard active
 *   standard active ─renewal unpaid─► past_due ─paid─► active │ ─Stripe gives up─► none
 *   standard active ─cancelled (at period end, or by Stripe)─► none
 *   guest_trial ─expiry (trial rule)─► none
 *   approved verification ─applied for that tier─► free tier │ ─else─► offered ─accepted─► free tier
 *
 * `none` keeps the account, listings and credits; only the tier's benefits stop.
 */

/** Where standard membership stands on this stream (`null`: never chosen). */
export interface StandardState {
  status: 'pending_payment' | 'active' | 'past_due' | 'lapsed';
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/** The tier the member holds now according to this stream (legacy registrations have none here). */
export type CurrentTier = MembershipTier | null;

/** A fact Stripe told us in a verified webhook, in our words. */
export type StripeFact =
  | { kind: 'invoice_paid'; eventId: string; invoiceId: string; subscriptionId: string; amountCents: number; currency: string; periodEnd: string | null }
  | { kind: 'invoice_payment_failed'; eventId: string; invoiceId: string; subscriptionId: string; amountCents: number; currency: string }
  | { kind: 'subscription_status'; eventId: string; subscriptionId: string; status: string; currentPeriodEnd: string | null }
  | { kind: 'subscription_deleted'; eventId: string; subscriptionId: string };

export interface LifecycleState {
  standard: StandardState | null;
  current: CurrentTier;
  /** Stripe events already recorded: a repeated delivery decides nothing. */
  stripeEventIds: string[];
  paymentsReceived: number;
  trialReminders: number[];
  freeTier: { tier: FreeTier; status: 'offered' | 'granted'; submissionId: string; verificationType: VerificationType } | null;
}

export const initialLifecycle: LifecycleState = {
  standard: null,
  current: null,
  stripeEventIds: [],
  paymentsReceived: 0,
  trialReminders: [],
  freeTier: null,
};

export const lifecycleMessages = {
  noStandard: texts.message('noStandard'),
  alreadyCancelling: texts.message('alreadyCancelling'),
  noOffer: texts.message('noOffer'),
  alreadyStandard: texts.message('alreadyStandard'),
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders before a guest trial ends, in days (bell and mail). */
export const TRIAL_REMINDER_DAYS = [7, 1] as const;

const seen = (state: LifecycleState, eventId: string) => state.stripeEventIds.includes(eventId);
const withStripeEvent = (state: LifecycleState, eventId: string) =>
  state.stripeEventIds.includes(eventId) ? state : { ...state, stripeEventIds: [...state.stripeEventIds, eventId] };

/** Folds one lifecycle event; the other membership events leave this part of the state as it was. */
export function evolveLifecycle(state: LifecycleState, event: MembershipEvent): LifecycleState {
  switch (event.type) {
    case 'StandardMembershipRequested':
      if (state.standard && state.standard.status !== 'lapsed') return state;
      return { ...state, standard: { status: 'pending_payment', subscriptionId: null, cancelAtPeriodEnd: false, currentPeriodEnd: null } };
    case 'SubscriptionStarted':
      if (state.standard?.status === 'active' || state.standard?.status === 'past_due') return state;
      return {
        ...state,
        standard: { status: 'pending_payment', subscriptionId: event.data.stripeSubscriptionId, cancelAtPeriodEnd: false, currentPeriodEnd: null },
      };
    case 'MembershipPaymentReceived':
      return { ...withStripeEvent(state, event.data.stripeEventId), paymentsReceived: state.paymentsReceived + 1 };
    case 'MembershipPaymentFailed':
      return withStripeEvent(state, event.data.stripeEventId);
    case 'StandardMembershipActivated':
      return {
        ...withStripeEvent(state, event.data.stripeEventId),
        current: 'standard',
        standard: { status: 'active', subscriptionId: event.data.subscriptionId, cancelAtPeriodEnd: false, currentPeriodEnd: event.data.currentPeriodEnd },
      };
    case 'StandardMembershipPastDue':
      return state.standard ? { ...withStripeEvent(state, event.data.stripeEventId), standard: { ...state.standard, status: 'past_due' } } : state;
    case 'StandardMembershipCancellationRequested':
      return state.standard ? { ...state, standard: { ...state.standard, cancelAtPeriodEnd: true, currentPeriodEnd: event.data.endsAt } } : state;
    case 'MembershipLapsed':
      return {
        ...withStripeEvent(state, event.data.stripeEventId),
        current: state.current === 'standard' ? null : state.current,
        standard: state.standard ? { ...state.standard, status: 'lapsed' } : null,
      };
    case 'TrialGranted':
      return { ...state, current: 'guest_trial' };
    case 'TrialReminderSent':
      return { ...state, trialReminders: [...state.trialReminders, event.data.daysBefore] };
    case 'TrialEnded':
      return { ...state, current: state.current === 'guest_trial' ? null : state.current };
    case 'MembershipApplicationApproved':
      return { ...state, current: event.data.tier };
    case 'FreeTierGranted':
      return {
        ...state,
        current: event.data.tier,
        freeTier: { tier: event.data.tier, status: 'granted', submissionId: event.data.submissionId, verificationType: event.data.verificationType },
      };
    case 'FreeTierOffered':
      return {
        ...state,
        freeTier: { tier: event.data.tier, status: 'offered', submissionId: event.data.submissionId, verificationType: event.data.verificationType },
      };
    default:
      return state;
  }
}

const standardHeld = (state: LifecycleState) => state.standard?.status === 'active' || state.standard?.status === 'past_due';

/** The member chose standard: recorded once until it is active or lapsed again. */
export function decideStandardRequest(memberId: string, via: 'registration' | 'membership_page', now: string, state: LifecycleState): MembershipEvent[] {
  if (standardHeld(state)) return reject('conflict', lifecycleMessages.alreadyStandard);
  if (state.standard?.status === 'pending_payment') return [];
  return [{ type: 'StandardMembershipRequested', data: { memberId, via, requestedAt: now } }];
}

/**
 * What a verified Stripe event means for this member. A repeated event, or one about a
 * subscription that is not this member's current one, decides nothing.
 */
export function decideStripeFact(memberId: string, fact: StripeFact, knownSubscriptionId: string | null, now: string, state: LifecycleState): MembershipEvent[] {
  if (seen(state, fact.eventId) || fact.subscriptionId !== knownSubscriptionId) return [];
  const { eventId: stripeEventId, subscriptionId } = fact;
  const activate = (currentPeriodEnd: string | null): MembershipEvent => ({
    type: 'StandardMembershipActivated',
    data: { memberId, subscriptionId, stripeEventId, currentPeriodEnd, activatedAt: now },
  });
  const lapse = (reason: 'cancelled' | 'unpaid'): MembershipEvent => ({
    type: 'MembershipLapsed',
    data: { memberId, tier: 'standard', reason, subscriptionId, stripeEventId, lapsedAt: now },
  });
  switch (fact.kind) {
    case 'invoice_paid': {
      const paid: MembershipEvent = {
        type: 'MembershipPaymentReceived',
        data: { memberId, stripeEventId, invoiceId: fact.invoiceId, subscriptionId, amountCents: fact.amountCents, currency: fact.currency, periodEnd: fact.periodEnd, paidAt: now },
      };
      return state.standard?.status === 'active' ? [paid] : [paid, activate(fact.periodEnd)];
    }
    case 'invoice_payment_failed':
      return [
        {
          type: 'MembershipPaymentFailed',
          data: { memberId, stripeEventId, invoiceId: fact.invoiceId, subscriptionId, amountCents: fact.amountCents, currency: fact.currency, failedAt: now },
        },
      ];
    case 'subscription_status':
      // Stripe marks a subscription active only once an invoice is paid; it may tell us before the invoice event does.
      if (fact.status === 'active') return state.standard?.status === 'active' ? [] : [activate(fact.currentPeriodEnd)];
      if (fact.status === 'past_due') return state.standard?.status === 'active' ? [{ type: 'StandardMembershipPastDue', data: { memberId, subscriptionId, stripeEventId, pastDueAt: now } }] : [];
      if (fact.status === 'unpaid') return standardHeld(state) ? [lapse('unpaid')] : [];
      if (fact.status === 'canceled') return standardHeld(state) ? [lapse(state.standard?.status === 'past_due' ? 'unpaid' : 'cancelled')] : [];
      return [];
    case 'subscription_deleted':
      return standardHeld(state) ? [lapse(state.standard?.status === 'past_due' ? 'unpaid' : 'cancelled')] : [];
  }
}

/** The member cancels on /membership: standard stays until the paid period ends. */
export function decideCancellation(memberId: string, by: string, now: string, state: LifecycleState): MembershipEvent[] {
  const standard = state.standard;
  if (!standard || !standardHeld(state) || !standard.subscriptionId) return reject('conflict', lifecycleMessages.noStandard);
  if (standard.cancelAtPeriodEnd) return reject('conflict', lifecycleMessages.alreadyCancelling);
  return [
    {
      type: 'StandardMembershipCancellationRequested',
      data: { memberId, subscriptionId: standard.subscriptionId, by, endsAt: standard.currentPeriodEnd, requestedAt: now },
    },
  ];
}

/**
 * The trial rule at `now`: at expiry the trial ends (once); inside its last 7 days and its last day
 * the member is reminded (once each). A late run does what is due now and skips reminders whose
 * moment has passed, so a restart or a lost run never skips the end or doubles anything.
 */
export function decideTrialRule(memberId: string, trial: { expiresAt: string; invitedBy: string } | null, now: string, state: LifecycleState): MembershipEvent[] {
  if (!trial || state.current !== 'guest_trial') return [];
  const left = Date.parse(trial.expiresAt) - Date.parse(now);
  if (left <= 0) return [{ type: 'TrialEnded', data: { memberId, invitedBy: trial.invitedBy, trialExpiresAt: trial.expiresAt, endedAt: now } }];
  const due = TRIAL_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  const closest = due.at(-1);
  if (closest === undefined || state.trialReminders.some((days) => days <= closest)) return [];
  return [{ type: 'TrialReminderSent', data: { memberId, daysBefore: closest, trialExpiresAt: trial.expiresAt, remindedAt: now } }];
}

/**
 * An approved verification: the free tier it qualifies for is granted when the member asked for
 * that tier (a pending application, or the tier chosen at registration), else offered on
 * /membership. A paying standard member is only offered it (their subscription is theirs to end).
 */
export function decideVerifiedTier(
  command: { memberId: string; submissionId: string; verificationType: VerificationType; by: string; registeredTier: MembershipTier | null; appliedTier: MembershipTier | null; now: string },
  state: LifecycleState,
): MembershipEvent[] {
  const tier = freeTierFor(command.verificationType);
  if (state.freeTier?.submissionId === command.submissionId || (state.current === tier && state.freeTier?.status === 'granted')) return [];
  const { memberId, submissionId, verificationType } = command;
  const basis = command.appliedTier === tier ? 'applied' : command.registeredTier === tier ? 'registered' : null;
  if (basis && !standardHeld(state)) {
    return [{ type: 'FreeTierGranted', data: { memberId, tier, verificationType, submissionId, basis, by: command.by, grantedAt: command.now } }];
  }
  return [{ type: 'FreeTierOffered', data: { memberId, tier, verificationType, submissionId, offeredAt: command.now } }];
}

/** The member accepts the free tier their verification qualified them for. */
export function decideOfferAcceptance(memberId: string, now: string, state: LifecycleState): MembershipEvent[] {
  const offer = state.freeTier;
  if (!offer || offer.status !== 'offered') return reject('conflict', lifecycleMessages.noOffer);
  return [
    {
      type: 'FreeTierGranted',
      data: { memberId, tier: offer.tier, verificationType: offer.verificationType, submissionId: offer.submissionId, basis: 'offer_accepted', by: null, grantedAt: now },
    },
  ];
}
