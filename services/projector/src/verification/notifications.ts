import { verificationNotices } from '@barteraid/events/messages/verification-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** Tells the member how an admin decided their verification, with the reason when one was given. */
export const verificationNotifications = notificationSource(['VerificationApproved', 'VerificationRejected'], async (event, trx, outbox) => {
  if (event.type !== 'VerificationApproved' && event.type !== 'VerificationRejected') return;
  const type = event.data.verificationType;
  const reason = event.data.reason;
  const approved = event.type === 'VerificationApproved';
  await recordNotification(trx, outbox, {
    memberId: event.data.memberId,
    type: 'other',
    title: verificationNotices.message(approved ? 'approved' : 'rejected'),
    description: approved
      ? reason
        ? verificationNotices.message('approvedNote', { type, reason })
        : verificationNotices.message('approvedText', { type })
      : reason
        ? verificationNotices.message('rejectedReason', { type, reason })
        : verificationNotices.message('rejectedText', { type }),
    event,
    // The client shows it as a toast and reloads the member's profile (verified, status).
    realtime: { topic: 'verification', toast: true },
  });
});
