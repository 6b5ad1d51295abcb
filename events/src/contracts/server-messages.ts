import type { MembershipTier } from '../members';
import type { VerificationType } from '../verification';
import { escapeRegExp } from '../pattern';

/**
 * Texts the server still writes into read models as English sentences (ledger entries'
 * descriptions, the bell's notifications, the admin's membership history), which the client finds
 * here, by key, to show in the member's language. Every answer's message is data instead (a code
 * of a feature's catalogue, `events/src/messages`); these stored texts are moving there too.
 * `{name}` marks a part that varies.
 *
 * Plain data and two pure functions, no zod: the client imports this module at run time.
 */
export const serverMessages = {
  // Ledger entries as the dashboard lists them (`description`)
  welcomeBonus: 'Welcome bonus',
  heldForTrade: 'Held for trade: {title}',
  holdReturned: 'Hold returned: {title}',
  // Notifications (the bell and its toasts): titles, and the descriptions that vary only by names and amounts
  notifyWelcome: 'Welcome to BarterAid',
  notifyWelcomeCredits: '{amount} welcome credits were added to your balance.',
  notifyNewMessage: 'New Message',
  notifyNewMessageFrom: 'New message from {name}',
  notifyTradeUpdate: 'Trade Update',
  notifyProposal: 'New Trade Proposal',
  notifyProposalText: '{actor} proposed a trade for {listing} ({amount} credits).',
  notifyCounter: 'Counter-offer',
  notifyCounterText: '{actor} countered on {listing}: {amount} credits.',
  notifyAccepted: 'Trade Accepted',
  notifyAcceptedText: '{actor} accepted the trade for {listing}.',
  notifyDeclined: 'Trade Declined',
  notifyDeclinedText: '{actor} declined the trade for {listing}.',
  notifyCancelled: 'Trade Cancelled',
  notifyCancelledText: '{actor} cancelled the trade for {listing}.',
  notifyUrgent: 'Trade Marked Urgent',
  notifyUrgentText: '{actor} marked the trade for {listing} as urgent.',
  notifyScheduled: 'Trade Scheduled',
  notifyScheduledText: '{actor} scheduled {listing} for {at} UTC at {place}.',
  notifyCompleted: 'Trade Completed',
  notifyCompletedText: '{actor} marked the trade for {listing} complete.',
  notifyDelivered: 'Trade Delivered',
  notifyDeliveredPayerText:
    '{payee} marked the trade for {listing} delivered. Mark Complete to confirm you received it; otherwise the held credits are released to {payee} on {due} UTC. If something is wrong, contact us before then.',
  notifyDeliveredPayeeText: 'You marked the trade for {listing} delivered. The held credits are released to you when {payer} confirms, or automatically on {due} UTC.',
  notifyReleasedSoon: 'Credits Released Soon',
  notifyReleasedSoonPayeeText: 'The credits held for {listing} will be released to you on {due} UTC.',
  notifyReleasedSoonPayerText: 'The credits held for {listing} will be released to {payee} on {due} UTC. If something is wrong, contact us before then.',
  notifyReleased: 'Credits Released',
  notifyReleasedText: '{payer} did not confirm in time after delivery, so the trade for {listing} was completed and the held credits are being released to {payee}.',
  notifyReceived: 'Credits Received',
  notifyReceivedText: '{amount} credits for {listing} were added to your balance.',
  notifySettled: 'Trade Settled',
  notifySettledText: '{amount} credits for {listing} were paid to {payee}.',
  notifyReturned: 'Credits Returned',
  notifyReturnedText: 'The {amount} credits held for {listing} are available again.',
  notifyReference: 'New reference',
  notifyReferenceText: 'You received a reference for a completed trade: {rating} of 5 stars. It now shows on your profile.',
  notifyCreditsIssued: 'Credits issued',
  notifyCreditsIssuedText: '{amount} credits were added to your balance: {reason}',
  notifyReportReviewed: 'Your report was reviewed',
  notifyReportActioned:
    "Thank you for your report {reference}. We reviewed it and took action under our community guidelines. For everyone's privacy we do not share the details.",
  notifyReportDismissed:
    'Thank you for your report {reference}. We reviewed it and found nothing that breaks our community guidelines. If anything else happens, please report it again.',
  notifyVerificationApproved: 'Verification approved',
  notifyVerificationApprovedText: 'Your {type} verification was approved. Your listings now show the verified star.',
  notifyVerificationApprovedNote: 'Your {type} verification was approved. Your listings now show the verified star. {reason}',
  notifyVerificationRejected: 'Verification rejected',
  notifyVerificationRejectedText: 'Your {type} verification was not approved. You can correct it and submit again.',
  notifyVerificationRejectedReason: 'Your {type} verification was not approved. Reason: {reason} You can correct it and submit again.',
  notifyMembershipApproved: 'Membership approved',
  notifyMembershipApprovedText: 'Your application for {tier} was approved. Your membership is now {tier}.',
  notifyMembershipApprovedNote: 'Your application for {tier} was approved. Your membership is now {tier}. {reason}',
  notifyMembershipDeclined: 'Membership application declined',
  notifyMembershipDeclinedText: 'Your application for {tier} was not approved. Reason: {reason} You may apply again.',
  // Membership: what happened to the member's tier (payments, lapses, the trial, free tiers), and the answers to changing it
  notifyPaymentReceived: 'Payment received',
  notifyPaymentReceivedText: 'Payment received — you are a standard member. Thank you for supporting BarterAid.',
  notifyPaymentFailed: 'Payment failed',
  notifyPaymentFailedText: 'We could not collect your {amount} {currency} membership payment. Your bank may retry; you can also update your card from the membership page.',
  notifyStandardEnded: 'Standard membership ended',
  notifyStandardEndedText: 'Your standard membership has ended. Your account, listings and credits stay; you can subscribe again at any time.',
  notifyStandardEndedUnpaid:
    'Your standard membership has ended because the payment could not be collected. Your account, listings and credits stay; you can subscribe again at any time.',
  notifyTrialEndsInDay: 'Your guest trial ends in {days} day',
  notifyTrialEndsInDays: 'Your guest trial ends in {days} days',
  notifyTrialEndsOn: 'Your guest trial ends on {date}. Choose a membership to keep your benefits; your account, listings and credits stay either way.',
  notifyTrialEnded: 'Your guest trial has ended',
  notifyTrialEndedText: 'Your guest trial has ended. Your account, listings and credits stay; choose a membership to continue with its benefits.',
  notifyFreeTierGranted: 'Free membership granted',
  notifyFreeTierGrantedText: 'Your verification qualifies you for {tier}, and it is now your membership.',
  notifyFreeTierOffered: 'Free membership available',
  notifyFreeTierOfferedText: 'Your verification qualifies you for {tier}. Accept it on the membership page.',
  // The admin's membership history (the projector's lines) and the ledger's system rules
  historyChoseStandardAtRegistration: 'Chose Standard (at registration); waiting for the first payment',
  historyChoseStandardOnPage: 'Chose Standard (on the membership page); waiting for the first payment',
  historySubscriptionStarted: 'Card subscription started ({subscription})',
  historyPaymentReceived: 'Payment received: {amount} (invoice {invoice})',
  historyPaymentFailed: 'Payment failed: {amount} (invoice {invoice})',
  historyStandardActiveUntil: 'Standard active until {date}, renewing',
  historyStandardActive: 'Standard active',
  historyPastDue: 'Standard past due: a renewal was not paid; the card provider retries',
  historyCancelledAtPeriodEnd: 'Cancelled by the member; Standard ends on the end of the paid period',
  historyCancelled: 'Cancelled by the member; Standard ends on {date}',
  historyLapsedUnpaid: 'Standard ended (unpaid): no active membership',
  historyLapsedCancelled: 'Standard ended (cancelled): no active membership',
  historyTrialStarted: 'Guest trial started (code {code}, invited by {invitedBy}), ends {date}',
  historyTrialReminderOne: 'Reminded that the guest trial ends in 1 day',
  historyTrialReminder: 'Reminded that the guest trial ends in {days} days',
  historyTrialEnded: 'Guest trial ended: no active membership',
  ledgerRuleSettlement: 'Settlement',
  ledgerRuleSystem: 'System',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/**
 * Words the server writes into the varying parts of its texts (notifications name a tier or a kind
 * of verification). Projections take them from here; the client finds a part's word by its key and
 * shows it in the reader's language.
 */
export const serverWords = {
  tier: {
    standard: 'Standard Member',
    guest_trial: 'Guest Trial',
    free_assistance: 'Assistance Member',
    emergency_business: 'Emergency Services Business',
  } satisfies Record<MembershipTier, string>,
  verificationType: {
    ebt: 'EBT cardholder',
    church: 'church organization',
    government: 'government',
    business: 'emergency-service business',
  } satisfies Record<VerificationType, string>,
};
export type ServerWordKind = keyof typeof serverWords;

/** Which words a part of that name holds (`{tier}`, `{type}` in the texts above). */
export const serverWordParts: Readonly<Record<string, ServerWordKind>> = { tier: 'tier', type: 'verificationType' };

/** Parts that hold a day (`2026-11-30`, `November 30, 2026`) or a moment (`2026-11-30 14:00 UTC`). */
export const serverDateParts: ReadonlySet<string> = new Set(['date', 'due', 'at']);

/** A known server text: its key and the values of its varying parts. */
export interface KnownServerMessage {
  key: ServerMessageKey;
  values: Record<string, string>;
}

/** The server's text for a key, its `{name}` parts filled in. */
export function serverMessageText(key: ServerMessageKey, values: Record<string, string | number> = {}): string {
  return serverMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Each template as an anchored pattern whose varying parts are named groups. */
const patterns = (Object.keys(serverMessages) as ServerMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = serverMessages[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Which known message a server text is, or null for a text this list does not know. */
export function matchServerMessage(text: string): KnownServerMessage | null {
  for (const { key, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => (values[name] = found[index + 1] ?? ''));
    return { key, values };
  }
  return null;
}
