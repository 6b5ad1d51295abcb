import { defineProjection } from '../projection';

/**
 * References as they were left, and each trade's parties and completion time. Nothing here
 * depends on the clock: whether a reference shows yet is decided when it is read.
 */
export const referencesProjection = defineProjection({
  name: 'references',
  tables: ['trade_references', 'reference_trades'],
  handles: ['TradeProposed', 'TradeCompleted', 'TradeDisputeDecided', 'ReferenceLeft'],
  async apply(event, trx) {
    switch (event.type) {
      case 'TradeProposed': {
        const { tradeId, listingTitle, initiatorId, recipientId } = event.data;
        await trx
          .insertInto('reference_trades')
          .values({ trade_id: tradeId, listing_title: listingTitle, initiator_id: initiatorId, recipient_id: recipientId, completed_at: null })
          .onConflict((oc) => oc.column('trade_id').doNothing())
          .execute();
        return;
      }
      case 'TradeCompleted':
        await trx
          .updateTable('reference_trades')
          .set({ completed_at: new Date(event.data.completedAt) })
          .where('trade_id', '=', event.data.tradeId)
          .execute();
        return;
      case 'TradeDisputeDecided':
        // Something for the payee completes the held trade at the decision (as its own stream says).
        if (event.data.payeeCents <= 0) return;
        await trx
          .updateTable('reference_trades')
          .set({ completed_at: new Date(event.data.decidedAt) })
          .where('trade_id', '=', event.data.tradeId)
          .where('completed_at', 'is', null)
          .execute();
        return;
      case 'ReferenceLeft': {
        const reference = event.data;
        await trx
          .insertInto('trade_references')
          .values({
            id: reference.referenceId,
            trade_id: reference.tradeId,
            author_id: reference.authorId,
            subject_id: reference.subjectId,
            rating: reference.rating,
            comment: reference.comment,
            trade_completed_at: new Date(reference.tradeCompletedAt),
            created_at: new Date(reference.leftAt),
          })
          .onConflict((oc) => oc.columns(['trade_id', 'author_id']).doNothing())
          .execute();
        return;
      }
    }
  },
});
