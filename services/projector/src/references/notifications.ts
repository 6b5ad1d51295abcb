import { referenceNotices } from '@barteraid/events/messages/references-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/**
 * "New reference": when the second party writes theirs, both references become visible, and each
 * party hears about the one they received. (A reference that shows because 14 days passed is not
 * rung: no event marks that moment.)
 */
export const referenceNotifications = notificationSource(
  ['ReferenceLeft'],
  async (event, trx, outbox) => {
    const { tradeId, authorId, subjectId, rating } = event.data;
    const earlier = await trx
      .selectFrom('notification_trade_references')
      .selectAll()
      .where('trade_id', '=', tradeId)
      .where('author_id', '!=', authorId)
      .executeTakeFirst();
    await trx
      .insertInto('notification_trade_references')
      .values({ trade_id: tradeId, author_id: authorId, subject_id: subjectId, rating })
      .onConflict((oc) => oc.columns(['trade_id', 'author_id']).doNothing())
      .execute();
    if (!earlier) return;
    for (const received of [{ memberId: subjectId, rating }, { memberId: earlier.subject_id, rating: earlier.rating }]) {
      await recordNotification(trx, outbox, {
        memberId: received.memberId,
        type: 'other',
        title: referenceNotices.message('received'),
        description: referenceNotices.message('receivedText', { rating: received.rating }),
        tradeId,
        event,
      });
    }
  },
  // The references left so far on each trade, kept inside the notifications read model.
  { tables: ['notification_trade_references'] },
);
