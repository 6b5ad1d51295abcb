import { formatCents } from '@barteraid/events';
import { creditNotices } from '@barteraid/events/messages/credits-notices';
import { teamNotices } from '@barteraid/events/messages/team-notices';
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
      title: teamNotices.message('messageTitle', { subject: event.data.subject }),
      description: teamNotices.message('messageText', { message: event.data.message }),
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
      title: creditNotices.message('issued'),
      description: creditNotices.message('issuedText', { amount: formatCents(event.data.amountCents), reason: event.data.reason }),
      event,
      realtime: { topic: 'credits', toast: true },
    });
  }
});
