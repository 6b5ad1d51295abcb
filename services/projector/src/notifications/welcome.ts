import { formatCents } from '@barteraid/events';
import { creditNotices } from '@barteraid/events/messages/credits-notices';
import { notificationSource } from '../projection';
import { recordNotification } from './record';

/** A new member's first notification: the welcome credits are on their balance. */
export const welcomeNotification = notificationSource(['WelcomeBonusGranted'], async (event, trx, outbox) => {
  if (event.type !== 'WelcomeBonusGranted') return;
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: creditNotices.message('welcome'),
    description: creditNotices.message('welcomeText', { amount: formatCents(event.data.amountCents) }),
    event,
  });
});
