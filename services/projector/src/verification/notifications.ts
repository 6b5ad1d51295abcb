import { serverWords } from '@barteraid/events/contracts/server-messages';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

const typeLabels = serverWords.verificationType;

/** Tells the member how an admin decided their verification, with the reason when one was given. */
export const verificationNotifications = notificationSource(['VerificationApproved', 'VerificationRejected'], async (event, trx, outbox) => {
  if (event.type !== 'VerificationApproved' && event.type !== 'VerificationRejected') return;
  const label = typeLabels[event.data.verificationType];
  const reason = event.data.reason;
  const approved = event.type === 'VerificationApproved';
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: approved ? 'Verification approved' : 'Verification rejected',
    description: approved
      ? `Your ${label} verification was approved. Your listings now show the verified star.${reason ? ` ${reason}` : ''}`
      : `Your ${label} verification was not approved.${reason ? ` Reason: ${reason}` : ''} You can correct it and submit again.`,
    event,
    // The client shows it as a toast and reloads the member's profile (verified, status).
    realtime: { topic: 'verification', toast: true },
  });
});
