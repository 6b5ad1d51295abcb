import { formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { membershipHistory as lines } from '@barteraid/events/messages/membership-history';
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

const money = (cents: number, currency: string) => `${formatCents(cents)} ${currency.toUpperCase()}`;
/** A day as the history has always written it, the same in every language: 2026-11-30. */
const isoDay = (iso: string) => iso.slice(0, 10);

/** One line of the admin's membership history, as data of the membership history catalogue. */
export function historyLine(event: HistoryEvent): MessageData {
  switch (event.type) {
    case 'StandardMembershipRequested':
      return lines.message(event.data.via === 'registration' ? 'choseStandardAtRegistration' : 'choseStandardOnPage');
    case 'SubscriptionStarted':
      return lines.message('subscriptionStarted', { subscription: event.data.stripeSubscriptionId });
    case 'MembershipPaymentReceived':
      return lines.message('paymentReceived', { amount: money(event.data.amountCents, event.data.currency), invoice: event.data.invoiceId });
    case 'MembershipPaymentFailed':
      return lines.message('paymentFailed', { amount: money(event.data.amountCents, event.data.currency), invoice: event.data.invoiceId });
    case 'StandardMembershipActivated':
      return event.data.currentPeriodEnd ? lines.message('standardActiveUntil', { isoDay: isoDay(event.data.currentPeriodEnd) }) : lines.message('standardActive');
    case 'StandardMembershipPastDue':
      return lines.message('pastDue');
    case 'StandardMembershipCancellationRequested':
      return event.data.endsAt ? lines.message('cancelled', { isoDay: isoDay(event.data.endsAt) }) : lines.message('cancelledAtPeriodEnd');
    case 'MembershipLapsed':
      return lines.message(event.data.reason === 'unpaid' ? 'lapsedUnpaid' : 'lapsedCancelled');
    case 'TrialGranted':
      return lines.message('trialStarted', { code: event.data.invitationCode, invitedBy: event.data.invitedBy, isoDay: isoDay(event.data.trialExpiresAt) });
    case 'TrialReminderSent':
      return event.data.daysBefore === 1 ? lines.message('trialReminderOne') : lines.message('trialReminder', { days: event.data.daysBefore });
    case 'TrialEnded':
      return lines.message('trialEnded');
    case 'MembershipApplicationApproved':
      return lines.message('applicationApproved', { tierName: event.data.tier });
    case 'FreeTierGranted': {
      const parts = { tierName: event.data.tier, verification: event.data.verificationType };
      const basis = event.data.basis === 'offer_accepted' ? 'freeTierGrantedOffer' : event.data.basis === 'registered' ? 'freeTierGrantedRegistered' : 'freeTierGrantedApplied';
      return lines.message(basis, parts);
    }
    case 'FreeTierOffered':
      return lines.message('freeTierOffered', { tierName: event.data.tier, verification: event.data.verificationType });
  }
}

const subscriptionStatus: Partial<Record<HistoryEvent['type'], string>> = {
  StandardMembershipActivated: 'active',
  StandardMembershipPastDue: 'past_due',
  MembershipLapsed: 'cancelled',
};

const historyColumns = (line: MessageData) => ({ summary_code: line.code, summary_params: line.params ?? null });

/** The history line of every lifecycle event, plus the payment, subscription and offer rows some of them change. */
export async function applyLifecycle(event: HistoryEvent, trx: ProjectionTransaction): Promise<void> {
  await trx
    .insertInto('membership_history')
    .values({ id: event.id, member_id: event.data.memberId, event_type: event.type, ...historyColumns(historyLine(event)), position: event.position, at: event.createdAt })
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
