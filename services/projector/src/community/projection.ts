import { REFERENCE_WINDOW_MS } from '@barteraid/events';
import { defineProjection, type ProjectionTransaction } from '../projection';

/** The UTC day a time falls on, as the day rows name it. */
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const earliest = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/** Moves the counts of the references that show on `day`; a day left with none has no row. */
async function countOn(trx: ProjectionTransaction, day: string, shown: number, positive: number): Promise<void> {
  await trx
    .insertInto('community_reference_days')
    .values({ day, shown, positive })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        shown: eb('community_reference_days.shown', '+', eb.ref('excluded.shown')),
        positive: eb('community_reference_days.positive', '+', eb.ref('excluded.positive')),
      })),
    )
    .execute();
  if (shown < 0) await trx.deleteFrom('community_reference_days').where('day', '=', day).where('shown', '=', 0).execute();
}

/** Both parties of a trade that completed have traded at `at`, unless they already did later. */
async function completed(trx: ProjectionTransaction, tradeId: string, at: string): Promise<void> {
  const parties = await trx.deleteFrom('community_trade_parties').where('trade_id', '=', tradeId).returning(['initiator_id', 'recipient_id']).executeTakeFirst();
  if (!parties) return;
  const when = new Date(at);
  await trx
    .insertInto('community_traders')
    .values([
      { member_id: parties.initiator_id, last_completed_at: when },
      { member_id: parties.recipient_id, last_completed_at: when },
    ])
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        last_completed_at: eb.fn('greatest', [eb.ref('community_traders.last_completed_at'), eb.ref('excluded.last_completed_at')]),
      })),
    )
    .execute();
}

/**
 * The landing page's figures kept as counts: each member's latest completed trade (the active
 * traders are those whose latest is within 90 days) and each reference's showing time, counted
 * per day. Every time comes from the events (a reference shows when its window closes, 14 days
 * after the trade's completion, or when its subject leaves theirs), never from the clock, so a
 * rebuild gives the same rows; the query API compares them with the time it reads at.
 */
export const communityProjection = defineProjection({
  name: 'community',
  tables: ['community_traders', 'community_trade_parties', 'community_references', 'community_reference_days', 'community_met_needs'],
  handles: ['TradeProposed', 'TradeDeclined', 'TradeCancelled', 'TradeCompleted', 'TradeDisputeDecided', 'ReferenceLeft', 'ListingStatusChanged'],
  async apply(event, trx) {
    switch (event.type) {
      case 'TradeProposed': {
        const { tradeId, initiatorId, recipientId } = event.data;
        await trx
          .insertInto('community_trade_parties')
          .values({ trade_id: tradeId, initiator_id: initiatorId, recipient_id: recipientId })
          .onConflict((oc) => oc.column('trade_id').doNothing())
          .execute();
        return;
      }
      case 'TradeDeclined':
      case 'TradeCancelled':
        await trx.deleteFrom('community_trade_parties').where('trade_id', '=', event.data.tradeId).execute();
        return;
      case 'TradeCompleted':
        return completed(trx, event.data.tradeId, event.data.completedAt);
      case 'TradeDisputeDecided':
        // Something for the payee completes the held trade at the decision; nothing cancels it.
        if (event.data.payeeCents > 0) return completed(trx, event.data.tradeId, event.data.decidedAt);
        await trx.deleteFrom('community_trade_parties').where('trade_id', '=', event.data.tradeId).execute();
        return;
      // A need counts as met while its owner says so (set back to open, it no longer does).
      case 'ListingStatusChanged': {
        const { listingId, status, changedAt } = event.data;
        if (status === 'met') {
          await trx
            .insertInto('community_met_needs')
            .values({ listing_id: listingId, met_at: new Date(changedAt) })
            .onConflict((oc) => oc.column('listing_id').doNothing())
            .execute();
        } else await trx.deleteFrom('community_met_needs').where('listing_id', '=', listingId).execute();
        return;
      }
      case 'ReferenceLeft': {
        const { tradeId, authorId, subjectId, rating, tradeCompletedAt, leftAt } = event.data;
        const left = new Date(leftAt);
        const windowCloses = new Date(Date.parse(tradeCompletedAt) + REFERENCE_WINDOW_MS);
        // The subject's own reference on this trade, if they wrote it: each reveals the other.
        const answer = await trx
          .selectFrom('community_references')
          .select(['positive', 'shows_at'])
          .where('trade_id', '=', tradeId)
          .where('author_id', '=', subjectId)
          .executeTakeFirst();
        const positive = rating >= 4;
        const showsAt = answer ? earliest(windowCloses, left) : windowCloses;
        const inserted = await trx
          .insertInto('community_references')
          .values({ trade_id: tradeId, author_id: authorId, subject_id: subjectId, positive, shows_at: showsAt })
          .onConflict((oc) => oc.columns(['trade_id', 'author_id']).doNothing())
          .returning('trade_id')
          .executeTakeFirst();
        if (!inserted) return;
        await countOn(trx, dayOf(showsAt), 1, positive ? 1 : 0);
        if (!answer) return;
        const revealed = earliest(answer.shows_at, left);
        if (revealed.getTime() === answer.shows_at.getTime()) return;
        await trx.updateTable('community_references').set({ shows_at: revealed }).where('trade_id', '=', tradeId).where('author_id', '=', subjectId).execute();
        if (dayOf(revealed) === dayOf(answer.shows_at)) return;
        await countOn(trx, dayOf(answer.shows_at), -1, answer.positive ? -1 : 0);
        await countOn(trx, dayOf(revealed), 1, answer.positive ? 1 : 0);
        return;
      }
    }
  },
});
