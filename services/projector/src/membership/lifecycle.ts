import { formatCents } from '@barteraid/events';
import type { ProjectedEventOf, ProjectionTransaction } from '../projection';

/** The membership events that make a step of a member's history (and the payments and subscription rows). */
export const lifecycleEvents = [
  'StandardMembershipRequested',
  'MembershipPaymentReceived',
  'MembershipPaymentFailed',
  'StandardMembershipActivated',
  'StandardMembershipPastDue',
  'StandardMembershipCancellationRequested',
  'MembershipLapsed',
  'TrialReminderSent',
  'TrialEnded',
  'FreeTierGranted',
  'FreeTierOffered',
] as const;

type HistoryEvent = ProjectedEventOf<(typeof lifecycleEvents)[number] | 'TrialGranted' | 'SubscriptionStarted' | 'MembershipApplicationApproved'>;

const tierNames: Record<string, string> = {
  standard: 'Standard',
  free_assistance: 'Assistance (free)',
  emergency_business: 'Emergency services business (free)',
  guest_trial: 'Guest trial',
};
const money = (cents: number, currency: string) => `${formatCents(cents)} ${currency.toUpperCase()}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'the end of the paid period');

/** One line of the admin's membership history, in plain words. */
function summaryOf(event: HistoryEvent): string {
  switch (event.type) {
    case 'StandardMembershipRequested':
      return `Chose Standard (${event.data.via === 'registration' ? 'at registration' : 'on the membership page'}); waiting for the first payment`;
    case 'SubscriptionStarted':
      return `Card subscription started (${event.data.stripeSubscriptionId})`;
    case 'MembershipPaymentReceived':
      return `Payment received: ${money(event.data.amountCents, event.data.currency)} (invoice ${event.data.invoiceId})`;
    case 'MembershipPaymentFailed':
      return `Payment failed: ${money(event.data.amountCents, event.data.currency)} (invoice ${event.data.invoiceId})`;
    case 'StandardMembershipActivated':
      return `Standard active${event.data.currentPeriodEnd ? ` until ${day(event.data.currentPeriodEnd)}, renewing` : ''}`;
    case 'StandardMembershipPastDue':
      return 'Standard past due: a renewal was not paid; the card provider retries';
    case 'StandardMembershipCancellationRequested':
      return `Cancelled by the member; Standard ends on ${day(event.data.endsAt)}`;
    case 'MembershipLapsed':
      return `Standard ended (${event.data.reason === 'unpaid' ? 'unpaid' : 'cancelled'}): no active membership`;
    case 'TrialGranted':
      return `Guest trial started (code ${event.data.invitationCode}, invited by ${event.data.invitedBy}), ends ${day(event.data.trialExpiresAt)}`;
    case 'TrialReminderSent':
      return `Reminded that the guest trial ends in ${event.data.daysBefore} day${event.data.daysBefore === 1 ? '' : 's'}`;
    case 'TrialEnded':
      return 'Guest trial ended: no active membership';
    case 'MembershipApplicationApproved':
      return `Application approved: ${tierNames[event.data.tier] ?? event.data.tier}`;
    case 'FreeTierGranted':
      return `${tierNames[event.data.tier] ?? event.data.tier} granted after ${event.data.verificationType} verification (${event.data.basis === 'offer_accepted' ? 'offer accepted' : event.data.basis === 'registered' ? 'chosen at registration' : 'applied for'})`;
    case 'FreeTierOffered':
      return `${tierNames[event.data.tier] ?? event.data.tier} offered after ${event.data.verificationType} verification`;
  }
}

const subscriptionStatus: Partial<Record<HistoryEvent['type'], string>> = {
  StandardMembershipActivated: 'active',
  StandardMembershipPastDue: 'past_due',
  MembershipLapsed: 'cancelled',
};

/** The history line of every lifecycle event, plus the payment, subscription and offer rows some of them change. */
export async function applyLifecycle(event: HistoryEvent, trx: ProjectionTransaction): Promise<void> {
  await trx
    .insertInto('membership_history')
    .values({ id: event.id, member_id: event.data.memberId, event_type: event.type, summary: summaryOf(event), position: event.position, at: event.createdAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();

  if (event.type === 'MembershipPaymentReceived' || event.type === 'MembershipPaymentFailed') {
    await trx
      .insertInto('membership_payments')
      .values({
        id: event.id,
        member_id: event.data.memberId,
        outcome: event.type === 'MembershipPaymentReceived' ? 'paid' : 'failed',
        amount_cents: event.data.amountCents,
        currency: event.data.currency,
        invoice_id: event.data.invoiceId,
        subscription_id: event.data.subscriptionId,
        at: new Date(event.type === 'MembershipPaymentReceived' ? event.data.paidAt : event.data.failedAt),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  const status = subscriptionStatus[event.type];
  if (status && 'subscriptionId' in event.data) {
    await trx
      .updateTable('member_subscriptions')
      .set({
        status,
        ...(event.type === 'StandardMembershipActivated' ? { current_period_end: event.data.currentPeriodEnd ? new Date(event.data.currentPeriodEnd) : null, cancel_at_period_end: false } : {}),
      })
      .where('member_id', '=', event.data.memberId)
      .where('stripe_subscription_id', '=', event.data.subscriptionId)
      .execute();
  }
  if (event.type === 'StandardMembershipCancellationRequested') {
    await trx
      .updateTable('member_subscriptions')
      .set({ cancel_at_period_end: true, ...(event.data.endsAt ? { current_period_end: new Date(event.data.endsAt) } : {}) })
      .where('member_id', '=', event.data.memberId)
      .execute();
  }
  if (event.type === 'FreeTierOffered') {
    const row = { tier: event.data.tier, verification_type: event.data.verificationType, offered_at: new Date(event.data.offeredAt), accepted_at: null };
    await trx
      .insertInto('membership_offers')
      .values({ member_id: event.data.memberId, ...row })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(row))
      .execute();
  }
  if (event.type === 'FreeTierGranted') {
    await trx.updateTable('membership_offers').set({ accepted_at: new Date(event.data.grantedAt) }).where('member_id', '=', event.data.memberId).execute();
  }
}
