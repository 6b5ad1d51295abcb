import { defineMessages } from './catalogue';

/**
 * The administrator's membership history of a member: one line per step of their tier, stored as
 * `{code, params}`. `{tierName}` is the tier's enum value (`membershipHistoryTier.<value>` words
 * it), `{date}` an ISO day, `{amount}` two decimals with its currency.
 */
export const membershipHistory = defineMessages('membershipHistory', {
  choseStandardAtRegistration: 'Chose Standard (at registration); waiting for the first payment',
  choseStandardOnPage: 'Chose Standard (on the membership page); waiting for the first payment',
  subscriptionStarted: 'Card subscription started ({subscription})',
  paymentReceived: 'Payment received: {amount} (invoice {invoice})',
  paymentFailed: 'Payment failed: {amount} (invoice {invoice})',
  standardActiveUntil: 'Standard active until {isoDay}, renewing',
  standardActive: 'Standard active',
  pastDue: 'Standard past due: a renewal was not paid; the card provider retries',
  cancelledAtPeriodEnd: 'Cancelled by the member; Standard ends on the end of the paid period',
  cancelled: 'Cancelled by the member; Standard ends on {isoDay}',
  lapsedUnpaid: 'Standard ended (unpaid): no active membership',
  lapsedCancelled: 'Standard ended (cancelled): no active membership',
  trialStarted: 'Guest trial started (code {code}, invited by {invitedBy}), ends {isoDay}',
  trialReminderOne: 'Reminded that the guest trial ends in 1 day',
  trialReminder: 'Reminded that the guest trial ends in {days} days',
  trialEnded: 'Guest trial ended: no active membership',
  applicationApproved: 'Application approved: {tierName}',
  freeTierGrantedOffer: '{tierName} granted after {verification} verification (offer accepted)',
  freeTierGrantedRegistered: '{tierName} granted after {verification} verification (chosen at registration)',
  freeTierGrantedApplied: '{tierName} granted after {verification} verification (applied for)',
  freeTierOffered: '{tierName} offered after {verification} verification',
  /** A line stored as English before the history was data, in a form none of the above has (migration 0262). */
  asWritten: '{summary}',
});

/** A tier as the history names it (shorter than the member's pages: the administrator reads many). */
export const membershipHistoryTiers = defineMessages('membershipHistoryTier', {
  standard: 'Standard',
  free_assistance: 'Assistance (free)',
  emergency_business: 'Emergency services business (free)',
  guest_trial: 'Guest trial',
});
