import { formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { membershipNotices as notices } from '@barteraid/events/messages/membership-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** Tells the member, in the bell and live, what happened to their tier: payments, lapses, the trial's end and its reminders, free tiers. */
export const lifecycleNotifications = notificationSource(
  ['StandardMembershipActivated', 'MembershipPaymentFailed', 'MembershipLapsed', 'TrialReminderSent', 'TrialEnded', 'FreeTierGranted', 'FreeTierOffered'],
  async (event, trx, outbox) => {
    const say = (title: MessageData, description: MessageData) =>
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
        return void (await say(notices.message('paymentReceived'), notices.message('paymentReceivedText')));
      case 'MembershipPaymentFailed':
        return void (await say(
          notices.message('paymentFailed'),
          notices.message('paymentFailedText', { amount: formatCents(event.data.amountCents), currency: event.data.currency.toUpperCase() }),
        ));
      case 'MembershipLapsed':
        return void (await say(notices.message('standardEnded'), notices.message(event.data.reason === 'unpaid' ? 'standardEndedUnpaid' : 'standardEndedText')));
      case 'TrialReminderSent': {
        const days = event.data.daysBefore;
        return void (await say(
          notices.message(days === 1 ? 'trialEndsInDay' : 'trialEndsInDays', { days }),
          notices.message('trialEndsOn', { date: new Date(event.data.trialExpiresAt).toISOString().slice(0, 10) }),
        ));
      }
      case 'TrialEnded':
        return void (await say(notices.message('trialEnded'), notices.message('trialEndedText')));
      case 'FreeTierGranted':
        return void (await say(notices.message('freeTierGranted'), notices.message('freeTierGrantedText', { tier: event.data.tier })));
      case 'FreeTierOffered':
        return void (await say(notices.message('freeTierOffered'), notices.message('freeTierOfferedText', { tier: event.data.tier })));
      default:
        return;
    }
  },
);
