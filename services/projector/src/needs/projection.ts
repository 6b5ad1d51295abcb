import { defineProjection } from '../projection';

/**
 * What became of each need: posted, first proposed on, partly met, met, expired — each the first
 * time, from the events' own times, so a rebuild gives the same rows. The admin's analytics count
 * them per week and take the median wait of an urgent need for its first proposal.
 */
export const needOutcomesProjection = defineProjection({
  name: 'needs',
  tables: ['need_outcomes'],
  handles: ['ListingPosted', 'ListingRevised', 'TradeProposed', 'ListingStatusChanged', 'ListingExpired'],
  async apply(event, trx) {
    switch (event.type) {
      case 'ListingPosted':
        if (event.data.type !== 'need') return;
        await trx
          .insertInto('need_outcomes')
          .values({ listing_id: event.data.listingId, posted_at: new Date(event.data.postedAt), is_urgent: event.data.isUrgent })
          .onConflict((oc) => oc.column('listing_id').doNothing())
          .execute();
        return;
      case 'ListingRevised':
        await trx.updateTable('need_outcomes').set({ is_urgent: event.data.isUrgent }).where('listing_id', '=', event.data.listingId).execute();
        return;
      case 'TradeProposed':
        await trx
          .updateTable('need_outcomes')
          .set({ first_proposal_at: new Date(event.data.proposedAt) })
          .where('listing_id', '=', event.data.listingId)
          .where('first_proposal_at', 'is', null)
          .execute();
        return;
      case 'ListingStatusChanged': {
        const column = event.data.status === 'met' ? 'met_at' : event.data.status === 'partly_met' ? 'partly_met_at' : null;
        if (!column) return;
        await trx
          .updateTable('need_outcomes')
          .set({ [column]: new Date(event.data.changedAt) })
          .where('listing_id', '=', event.data.listingId)
          .where(column, 'is', null)
          .execute();
        return;
      }
      case 'ListingExpired':
        await trx
          .updateTable('need_outcomes')
          .set({ expired_at: new Date(event.data.expiredAt) })
          .where('listing_id', '=', event.data.listingId)
          .where('expired_at', 'is', null)
          .execute();
        return;
      default:
        return;
    }
  },
});
