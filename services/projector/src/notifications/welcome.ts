import { formatCents } from '@barteraid/events';
import { notificationSource } from '../projection';
import { recordNotification } from './record';

/** A new member's first notification: the welcome credits are on their balance. */
export const welcomeNotification = notificationSource(['WelcomeBonusGranted'], async (event, trx, outbox) => {
  if (event.type !== 'WelcomeBonusGranted') return;
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: 'Welcome to BarterAid',
    description: `${formatCents(event.data.amountCents)} welcome credits were added to your balance.`,
    event,
  });
});
