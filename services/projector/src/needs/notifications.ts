import { needsNotices as notices } from '@barteraid/events/messages/needs-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/** Asks the owner "Still needed?" a day before their listing expires, and tells them when it has. */
export const expiryNotifications = notificationSource(['ListingExpiryReminded', 'ListingExpired'], async (event, trx, outbox) => {
  const { ownerId, title, type } = event.data;
  // "Still needed?" opens the listing, where its owner renews it; its id is also what a YES text renews.
  const say = (titleKey: 'stillNeeded' | 'stillAvailable' | 'expired', text: ReturnType<typeof notices.message>) =>
    recordNotification(trx, outbox, {
      memberId: ownerId,
      type: 'other',
      title: notices.message(titleKey),
      description: text,
      link: titleKey === 'expired' ? '/dashboard' : `/listings/${event.data.listingId}`,
      event,
      realtime: { topic: 'listings', toast: true },
    });
  if (event.type === 'ListingExpiryReminded') {
    const date = event.data.expiresAt.slice(0, 16).replace('T', ' ');
    await (type === 'need'
      ? say('stillNeeded', notices.message('stillNeededText', { title, date }))
      : say('stillAvailable', notices.message('stillAvailableText', { title, date })));
    return;
  }
  await say('expired', notices.message('expiredText', { title }));
});
