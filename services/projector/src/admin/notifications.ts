import { formatCents } from '@barteraid/events';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** The member's conversation with the team in /messages, where the message can be read in full and answered. */
export const TEAM_THREAD_LINK = '/messages?thread=team';

/** An admin's personal message, and credits an admin issued, reach the member's bell (and live). */
export const adminNotifications = notificationSource(['AdminMessageSent', 'CreditsGranted'], async (event, trx, outbox) => {
  if (event.type === 'AdminMessageSent') {
    await recordNotification(trx, outbox, {
      memberId: event.data.memberId,
      type: 'other',
      title: `Message from BarterAid: ${event.data.subject}`,
      description: event.data.message,
      link: TEAM_THREAD_LINK,
      event,
      realtime: { topic: 'admin_message', toast: true },
    });
    return;
  }
  if (event.type === 'CreditsGranted' && event.data.grantedBy) {
    await recordNotification(trx, outbox, {
      memberId: event.data.memberId,
      type: 'other',
      title: 'Credits issued',
      description: `${formatCents(event.data.amountCents)} credits were added to your balance: ${event.data.reason}`,
      event,
      realtime: { topic: 'credits', toast: true },
    });
  }
});
