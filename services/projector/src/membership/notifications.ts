import { membershipNotices } from '@barteraid/events/messages/membership-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** Tells the member how an admin decided their membership application, with the reason. */
export const membershipNotifications = notificationSource(['MembershipApplicationApproved', 'MembershipApplicationRejected'], async (event, trx, outbox) => {
  if (event.type !== 'MembershipApplicationApproved' && event.type !== 'MembershipApplicationRejected') return;
  const tier = event.data.tier;
  const reason = event.data.reason;
  const approved = event.type === 'MembershipApplicationApproved';
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: membershipNotices.message(approved ? 'approved' : 'declined'),
    description: approved
      ? reason
        ? membershipNotices.message('approvedNote', { tier, reason })
        : membershipNotices.message('approvedText', { tier })
      : membershipNotices.message('declinedText', { tier, reason: reason ?? '' }),
    event,
    // The client shows it as a toast and reloads the member's profile and membership page.
    realtime: { topic: 'membership', toast: true },
  });
});
