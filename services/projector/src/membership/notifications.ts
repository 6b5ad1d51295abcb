import { serverWords } from '@barteraid/events/contracts/server-messages';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** The names the membership page gives the tiers. */
const tierLabels = serverWords.tier;

/** Tells the member how an admin decided their membership application, with the reason. */
export const membershipNotifications = notificationSource(['MembershipApplicationApproved', 'MembershipApplicationRejected'], async (event, trx, outbox) => {
  if (event.type !== 'MembershipApplicationApproved' && event.type !== 'MembershipApplicationRejected') return;
  const tier = tierLabels[event.data.tier];
  const reason = event.data.reason;
  const approved = event.type === 'MembershipApplicationApproved';
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: approved ? 'Membership approved' : 'Membership application declined',
    description: approved
      ? `Your application for ${tier} was approved. Your membership is now ${tier}.${reason ? ` ${reason}` : ''}`
      : `Your application for ${tier} was not approved. Reason: ${reason} You may apply again.`,
    event,
    // The client shows it as a toast and reloads the member's profile and membership page.
    realtime: { topic: 'membership', toast: true },
  });
});
