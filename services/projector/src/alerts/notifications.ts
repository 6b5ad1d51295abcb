import { alertNotices } from '@barteraid/events/messages/alerts-notices';
import { notificationSource } from '../projection';
import { recordNotifications, type NotificationInput } from '../notifications/record';

/**
 * Instant alerts and helpers hear of a listing on the bell, from where the ladder carries it (push
 * after NOTIFY_PUSH_AFTER_SECONDS). An urgent need's rows carry their own codes (titles
 * `alertNotices.matchedUrgentNeed` / `urgentNeed`, descriptions `matchedUrgentText` / `urgentNeedText`):
 * the ladder's SMS step texts only those descriptions (`alerts/sms-replies.ts` in the command API).
 * A member reached by several of their alerts, or as a helper too, gets one row (its id follows
 * from the event and the member).
 */
export const alertNotifications = notificationSource(['ListingAlertsMatched'], async (event, trx, outbox) => {
  if (event.type !== 'ListingAlertsMatched') return;
  const { listingId, title, type, urgent, matches, helpers } = event.data;
  const link = `/listings/${listingId}`;
  const urgentNeed = urgent && type === 'need';
  const inputs: NotificationInput[] = [];
  const told = new Set<string>();
  for (const match of matches) {
    if (match.frequency !== 'instant' || told.has(match.memberId)) continue;
    told.add(match.memberId);
    inputs.push({
      memberId: match.memberId,
      type: 'other',
      title: alertNotices.message(urgentNeed ? 'matchedUrgentNeed' : type === 'offer' ? 'matchedOffer' : 'matchedNeed'),
      description: alertNotices.message(urgentNeed ? 'matchedUrgentText' : 'matchedText', { title }),
      link,
      event,
    });
  }
  for (const memberId of helpers) {
    if (told.has(memberId)) continue;
    told.add(memberId);
    inputs.push({ memberId, type: 'other', title: alertNotices.message('urgentNeed'), description: alertNotices.message('urgentNeedText', { title }), link, event });
  }
  await recordNotifications(trx, outbox, inputs);
});
