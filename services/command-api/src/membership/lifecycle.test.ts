import { describe, expect, it } from 'vitest';
import type { MembershipEvent } from '@barteraid/events';
import { membershipDecider, type MembershipCommand } from './membership';
import { lifecycleMessages, type StripeFact } from './lifecycle';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const adminId = '1f2e3d4c-5b6a-4789-8a7b-6c5d4e3f2a1b';
const submissionId = '0d6f3a52-8a4c-4f7e-9b1e-3c2d1a0b9f8e';
const now = '2026-11-20T10:00:00.000Z';
const { given } = DeciderSpecification.for(membershipDecider);

const requested: MembershipEvent = { type: 'StandardMembershipRequested', data: { memberId, via: 'registration', requestedAt: now } };
const started: MembershipEvent = {
  type: 'SubscriptionStarted',
  data: { memberId, stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', startedAt: now },
};
const stripe = (fact: StripeFact): MembershipCommand => ({ type: 'RecordStripeFact', memberId, fact, now });
const paid = (eventId: string, subscriptionId = 'sub_1') =>
  stripe({ kind: 'invoice_paid', eventId, invoiceId: `in_${eventId}`, subscriptionId, amountCents: 1000, currency: 'usd', periodEnd: '2026-12-20T10:00:00.000Z' });
const status = (eventId: string, value: string) => stripe({ kind: 'subscription_status', eventId, subscriptionId: 'sub_1', status: value, currentPeriodEnd: null });

describe('standard membership lifecycle', () => {
  it('given a subscription waiting for payment, when the first invoice is paid, then the payment is recorded and standard becomes active', () => {
    given([requested, started]).when(paid('evt_1')).then([
      {
        type: 'MembershipPaymentReceived',
        data: { memberId, stripeEventId: 'evt_1', invoiceId: 'in_evt_1', subscriptionId: 'sub_1', amountCents: 1000, currency: 'usd', periodEnd: '2026-12-20T10:00:00.000Z', paidAt: now },
      },
      {
        type: 'StandardMembershipActivated',
        data: { memberId, subscriptionId: 'sub_1', stripeEventId: 'evt_1', currentPeriodEnd: '2026-12-20T10:00:00.000Z', activatedAt: now },
      },
    ]);
  });

  it('records a repeated Stripe event, or one about another subscription, as nothing', () => {
    const first = given([requested, started]).when(paid('evt_1')).thenMatches([{ type: 'MembershipPaymentReceived' }, { type: 'StandardMembershipActivated' }]);
    given([requested, started, ...first]).when(paid('evt_1')).thenNothingHappened();
    given([requested, started]).when(paid('evt_2', 'sub_someone_else')).thenNothingHappened();
    // A renewal of an active membership is a payment only.
    given([requested, started, ...first]).when(paid('evt_3')).thenMatches([{ type: 'MembershipPaymentReceived' }]);
  });

  it('goes past due on an unpaid renewal, back to active when paid, and lapses when Stripe gives up', () => {
    const active = given([started]).when(paid('evt_1')).then(() => undefined);
    const pastDue = given([started, ...active]).when(status('evt_2', 'past_due')).thenMatches([{ type: 'StandardMembershipPastDue', data: { stripeEventId: 'evt_2' } }]);
    given([started, ...active, ...pastDue]).when(paid('evt_3')).thenMatches([{ type: 'MembershipPaymentReceived' }, { type: 'StandardMembershipActivated' }]);
    given([started, ...active, ...pastDue])
      .when(stripe({ kind: 'subscription_deleted', eventId: 'evt_4', subscriptionId: 'sub_1' }))
      .thenMatches([{ type: 'MembershipLapsed', data: { reason: 'unpaid', tier: 'standard' } }]);
  });

  it('lapses on cancellation, once', () => {
    const active = given([started]).when(paid('evt_1')).then(() => undefined);
    const lapsed = given([started, ...active])
      .when(stripe({ kind: 'subscription_deleted', eventId: 'evt_9', subscriptionId: 'sub_1' }))
      .then((events, state) => {
        expect(events).toMatchObject([{ type: 'MembershipLapsed', data: { reason: 'cancelled', subscriptionId: 'sub_1' } }]);
        expect(state.lifecycle).toMatchObject({ current: null, standard: { status: 'lapsed' } });
      });
    given([started, ...active, ...lapsed]).when(stripe({ kind: 'subscription_deleted', eventId: 'evt_10', subscriptionId: 'sub_1' })).thenNothingHappened();
  });

  it('lets a standard member cancel at the end of the paid period, once; nobody else', () => {
    const active = given([started]).when(paid('evt_1')).then(() => undefined);
    const cancel: MembershipCommand = { type: 'CancelStandard', memberId, by: memberId, now };
    const cancelled = given([started, ...active]).when(cancel).then([
      { type: 'StandardMembershipCancellationRequested', data: { memberId, subscriptionId: 'sub_1', by: memberId, endsAt: '2026-12-20T10:00:00.000Z', requestedAt: now } },
    ]);
    given([started, ...active, ...cancelled]).when(cancel).thenRejects('conflict', lifecycleMessages.alreadyCancelling);
    given([requested, started]).when(cancel).thenRejects('conflict', lifecycleMessages.noStandard);
  });

  it('records the wish for standard once while it waits for payment', () => {
    const wish: MembershipCommand = { type: 'RequestStandard', memberId, via: 'membership_page', now };
    given([]).when(wish).then([{ type: 'StandardMembershipRequested', data: { memberId, via: 'membership_page', requestedAt: now } }]);
    given([requested]).when(wish).thenNothingHappened();
  });
});

describe('guest trial rule', () => {
  const trial: MembershipEvent = {
    type: 'TrialGranted',
    data: { memberId, invitationCode: 'WELCOME-TRIAL', invitedBy: adminId, trialExpiresAt: '2027-01-19T10:00:00.000Z', grantedAt: now },
  };
  const at = (iso: string): MembershipCommand => ({ type: 'ApplyTrialRule', memberId, now: iso });

  it('does nothing until 7 days before, then reminds at 7 days and at 1 day, once each', () => {
    given([trial]).when(at('2027-01-10T10:00:00.000Z')).thenNothingHappened();
    const seven = given([trial]).when(at('2027-01-12T10:00:00.000Z')).thenMatches([{ type: 'TrialReminderSent', data: { daysBefore: 7 } }]);
    given([trial, ...seven]).when(at('2027-01-13T10:00:00.000Z')).thenNothingHappened();
    const one = given([trial, ...seven]).when(at('2027-01-18T12:00:00.000Z')).thenMatches([{ type: 'TrialReminderSent', data: { daysBefore: 1 } }]);
    given([trial, ...seven, ...one]).when(at('2027-01-19T09:00:00.000Z')).thenNothingHappened();
  });

  it('ends the trial at expiry once, even when the run comes late and no reminder went out', () => {
    const ended = given([trial]).when(at('2027-02-01T00:00:00.000Z')).then([
      { type: 'TrialEnded', data: { memberId, invitedBy: adminId, trialExpiresAt: '2027-01-19T10:00:00.000Z', endedAt: '2027-02-01T00:00:00.000Z' } },
    ]);
    given([trial, ...ended]).when(at('2027-02-02T00:00:00.000Z')).thenNothingHappened();
  });

  it('leaves a trial alone that a paid membership replaced', () => {
    given([trial, started]).when(paid('evt_1')).then((events) => {
      given([trial, started, ...events]).when(at('2027-02-01T00:00:00.000Z')).thenNothingHappened();
    });
  });
});

describe('free tier from an approved verification', () => {
  const approve = (verificationType: 'ebt' | 'church' | 'government' | 'business', registeredTier: 'standard' | 'free_assistance' | null = 'standard'): MembershipCommand => ({
    type: 'GrantVerifiedTier',
    memberId,
    submissionId,
    verificationType,
    by: adminId,
    registeredTier,
    now,
  });
  const applied: MembershipEvent = {
    type: 'MembershipApplicationSubmitted',
    data: { applicationId: '7d6f3a52-8a4c-4f7e-9b1e-3c2d1a0b9f8e', memberId, tier: 'emergency_business', reason: 'Our church runs the shelter.', submittedAt: now },
  };

  it('grants the tier the verification qualifies for when the member applied for it (church → emergency_business)', () => {
    given([applied]).when(approve('church')).then([
      { type: 'FreeTierGranted', data: { memberId, tier: 'emergency_business', verificationType: 'church', submissionId, basis: 'applied', by: adminId, grantedAt: now } },
    ]);
  });

  it('grants it when the member chose it at registration (ebt → free_assistance)', () => {
    given([]).when(approve('ebt', 'free_assistance')).thenMatches([{ type: 'FreeTierGranted', data: { tier: 'free_assistance', basis: 'registered' } }]);
  });

  it('offers it otherwise, and the member may accept the offer once', () => {
    const offered = given([requested]).when(approve('government')).then([
      { type: 'FreeTierOffered', data: { memberId, tier: 'free_assistance', verificationType: 'government', submissionId, offeredAt: now } },
    ]);
    const accept: MembershipCommand = { type: 'AcceptFreeTierOffer', memberId, now };
    const accepted = given([requested, ...offered]).when(accept).thenMatches([{ type: 'FreeTierGranted', data: { basis: 'offer_accepted', by: null, tier: 'free_assistance' } }]);
    given([requested, ...offered, ...accepted]).when(accept).thenRejects('conflict', lifecycleMessages.noOffer);
    given([]).when(accept).thenRejects('conflict', lifecycleMessages.noOffer);
  });

  it('only offers it to a paying standard member', () => {
    given([applied, started]).when(paid('evt_1')).then((events) => {
      given([applied, started, ...events]).when(approve('business')).thenMatches([{ type: 'FreeTierOffered', data: { tier: 'emergency_business' } }]);
    });
  });
});
