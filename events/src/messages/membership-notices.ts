import { defineMessages } from './catalogue';

/**
 * What the bell tells a member about their own tier: an administrator's decision on their
 * application, payments, lapses, the guest trial's end and its reminders, free tiers.
 * `{tier}` is the tier's enum value, `{date}` an ISO day: each language writes them its own way.
 */
export const membershipNotices = defineMessages('membershipNotices', {
  approved: 'Membership approved',
  approvedText: 'Your application for {tier} was approved. Your membership is now {tier}.',
  approvedNote: 'Your application for {tier} was approved. Your membership is now {tier}. {reason}',
  declined: 'Membership application declined',
  declinedText: 'Your application for {tier} was not approved. Reason: {reason} You may apply again.',
  paymentReceived: 'Payment received',
  paymentReceivedText: 'Payment received — you are a standard member. Thank you for supporting BarterAid.',
  paymentFailed: 'Payment failed',
  paymentFailedText: 'We could not collect your {amount} {currency} membership payment. Your bank may retry; you can also update your card from the membership page.',
  standardEnded: 'Standard membership ended',
  standardEndedText: 'Your standard membership has ended. Your account, listings and credits stay; you can subscribe again at any time.',
  standardEndedUnpaid:
    'Your standard membership has ended because the payment could not be collected. Your account, listings and credits stay; you can subscribe again at any time.',
  trialEndsInDay: 'Your guest trial ends in {days} day',
  trialEndsInDays: 'Your guest trial ends in {days} days',
  trialEndsOn: 'Your guest trial ends on {date}. Choose a membership to keep your benefits; your account, listings and credits stay either way.',
  trialEnded: 'Your guest trial has ended',
  trialEndedText: 'Your guest trial has ended. Your account, listings and credits stay; choose a membership to continue with its benefits.',
  freeTierGranted: 'Free membership granted',
  freeTierGrantedText: 'Your verification qualifies you for {tier}, and it is now your membership.',
  freeTierOffered: 'Free membership available',
  freeTierOfferedText: 'Your verification qualifies you for {tier}. Accept it on the membership page.',
});
