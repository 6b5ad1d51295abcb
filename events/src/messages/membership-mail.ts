import { defineMessages } from './catalogue';

/**
 * The mails about a member's own tier: an application's decision, the guest trial's reminders and
 * end, a failed payment, a lapse. `{membershipTier}` is the tier's enum value (worded by
 * `membershipMailTier`), `{on}` the trial's last day, `{payment}` an amount with its currency.
 */
export const membershipMail = defineMessages('membershipMail', {
  approvedSubject: 'Your membership application was approved',
  approved: 'Good news: your application for the {membershipTier} membership was approved.',
  teamNote: 'Note from the team: {reason}',
  rejectedSubject: 'About your membership application',
  rejected: 'We could not approve your application for the {membershipTier} membership.',
  reason: 'The reason: {reason}',
  trialEndsSubjectOne: 'Your guest trial ends in 1 day',
  trialEndsSubject: 'Your guest trial ends in {days} days',
  trialEnds: 'Your 60-day guest trial of BarterAid ends on {on}.',
  trialChoose:
    'To keep a membership after that, choose one on the membership page: standard ($10/month), or a free membership if you qualify after verification. Your account, listings and credits stay either way.',
  trialEndedSubject: 'Your guest trial has ended',
  trialEnded: 'Your 60-day guest trial of BarterAid has ended. Your account, listings and credits stay.',
  trialEndedChoose: 'Choose a membership on the membership page to continue with its benefits.',
  paymentFailedSubject: 'We could not collect your membership payment',
  paymentFailed: 'Your bank declined the {payment} payment for your standard membership. The card provider will try again over the next days.',
  paymentFailedCard: 'If your card changed, you can subscribe again with the new one from the membership page.',
  lapsedSubject: 'Your standard membership has ended',
  lapsedUnpaid: 'Your standard membership ended because its payment could not be collected.',
  lapsedCancelled: 'Your standard membership has ended, as you asked.',
  lapsedStay: 'Your account, listings and credits stay. You can subscribe again at any time.',
});

/** A tier inside a mail's sentence; English keeps the tier's own name, as its mails always said. */
export const membershipMailTiers = defineMessages('membershipMailTier', {
  standard: 'standard',
  free_assistance: 'free_assistance',
  emergency_business: 'emergency_business',
  guest_trial: 'guest_trial',
});
