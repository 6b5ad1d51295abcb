import { defineProjection } from '../projection';

/**
 * Each trade's dispute, its thread and evidence, for the two parties and the administrators'
 * Disputes tab. The shortfall of a refund after completion comes from the payee's ledger event.
 */
export const disputesProjection = defineProjection({
  name: 'disputes',
  tables: ['disputes', 'dispute_messages', 'dispute_evidence'],
  handles: ['DisputeOpened', 'DisputeMessagePosted', 'DisputeDecided', 'DisputeRefundTaken'],
  async apply(event, trx) {
    switch (event.type) {
      case 'DisputeOpened': {
        const dispute = event.data;
        await trx
          .insertInto('disputes')
          .values({
            id: dispute.disputeId,
            trade_id: dispute.tradeId,
            listing_title: dispute.listingTitle,
            status: 'open',
            stage: dispute.stage,
            amount_cents: dispute.amountCents,
            opened_by: dispute.openedBy,
            payer_id: dispute.payerId,
            payee_id: dispute.payeeId,
            reason: dispute.reason,
            evidence: JSON.stringify(dispute.evidence),
            opened_at: new Date(dispute.openedAt),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        if (dispute.evidence.length > 0) {
          await trx
            .insertInto('dispute_evidence')
            .values(dispute.evidence.map((objectId) => ({ object_id: objectId, trade_id: dispute.tradeId, payer_id: dispute.payerId, payee_id: dispute.payeeId })))
            .onConflict((oc) => oc.column('object_id').doNothing())
            .execute();
        }
        return;
      }
      case 'DisputeMessagePosted':
        await trx
          .insertInto('dispute_messages')
          .values({
            id: event.data.messageId,
            trade_id: event.data.tradeId,
            author_id: event.data.by,
            by_admin: event.data.byAdmin,
            body: event.data.body,
            posted_at: new Date(event.data.postedAt),
            position: event.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'DisputeDecided': {
        const { disputeId, outcome, payeeCents, payerCents, note, decidedBy, decidedAt } = event.data;
        await trx
          .updateTable('disputes')
          .set({ status: 'decided', outcome, payee_cents: payeeCents, payer_cents: payerCents, note, decided_by: decidedBy, decided_at: new Date(decidedAt) })
          .where('id', '=', disputeId)
          .execute();
        return;
      }
      case 'DisputeRefundTaken':
        await trx.updateTable('disputes').set({ shortfall_cents: event.data.shortfallCents }).where('id', '=', event.data.disputeId).execute();
        return;
    }
  },
});
