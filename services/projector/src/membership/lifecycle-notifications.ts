import { formatCents, type FreeTier } from '@barteraid/events';
import { serverWords } from '@barteraid/events/contracts/server-messages';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

const freeTierNames: Record<FreeTier, string> = serverWords.tier;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Tells the member, in the bell and live, what happened to their tier: payments, lapses, the trial's end and its reminders, free tiers. */
export const lifecycleNotifications = notificationSource(
  ['StandardMembershipActivated', 'MembershipPaymentFailed', 'MembershipLapsed', 'TrialReminderSent', 'TrialEnded', 'FreeTierGranted', 'FreeTierOffered'],
  async (event, trx, outbox) => {
    const say = (title: string, description: string) =>
      recordNotification(trx, outbox, {
        memberId: event.data.memberId,
        type: 'other',
        title,
        description,
        link: '/membership',
        event,
        // The client shows it as a toast and reloads the profile and the membership page.
        realtime: { topic: 'membership', toast: true },
      });
    switch (event.type) {
      case 'StandardMembershipActivated':
        return void (await say('Payment received', 'Payment received — you are a standard member. Thank you for supporting BarterAid.'));
      case 'MembershipPaymentFailed':
        return void (await say(
          'Payment failed',
          `We could not collect your ${formatCents(event.data.amountCents)} ${event.data.currency.toUpperCase()} membership payment. Your bank may retry; you can also update your card from the membership page.`,
        ));
      case 'MembershipLapsed':
        return void (await say(
          'Standard membership ended',
          `Your standard membership has ended${event.data.reason === 'unpaid' ? ' because the payment could not be collected' : ''}. Your account, listings and credits stay; you can subscribe again at any time.`,
        ));
      case 'TrialReminderSent':
        return void (await say(
          `Your guest trial ends in ${event.data.daysBefore} day${event.data.daysBefore === 1 ? '' : 's'}`,
          `Your guest trial ends on ${day(event.data.trialExpiresAt)}. Choose a membership to keep your benefits; your account, listings and credits stay either way.`,
        ));
      case 'TrialEnded':
        return void (await say('Your guest trial has ended', 'Your guest trial has ended. Your account, listings and credits stay; choose a membership to continue with its benefits.'));
      case 'FreeTierGranted':
        return void (await say('Free membership granted', `Your verification qualifies you for ${freeTierNames[event.data.tier]}, and it is now your membership.`));
      case 'FreeTierOffered':
        return void (await say('Free membership available', `Your verification qualifies you for ${freeTierNames[event.data.tier]}. Accept it on the membership page.`));
      default:
        return;
    }
  },
);
