import { FORMER_MEMBER } from '@barteraid/events';
import type { Updateable } from 'kysely';
import type { TradeTables } from '@barteraid/infra/read-models/trades';
import { recordMessages, recountUnread } from './messages';
import { defineProjection, type ProjectedEvent, type ProjectedEventOf, type ProjectionTransaction } from '../projection';


async function usernameOf(trx: ProjectionTransaction, memberId: string): Promise<string> {
  const row = await trx.selectFrom('trade_member_names').select('username').where('member_id', '=', memberId).executeTakeFirst();
  return row?.username ?? 'member';
}

/** Applies a change of the trade itself to its row and both conversation rows. */
async function updateTrade(trx: ProjectionTransaction, event: ProjectedEvent, tradeId: string, changes: Updateable<TradeTables['trades']>) {
  const row = await trx
    .updateTable('trades')
    .set({ ...changes, updated_at: event.createdAt, last_activity_at: event.createdAt })
    .where('id', '=', tradeId)
    .returning('status')
    .executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('conversations')
    .set({ trade_status: row.status, last_activity_at: event.createdAt })
    .where('trade_id', '=', tradeId)
    .execute();
}

/** One step of a trade's timeline, dated by the event (so a rebuild writes the same row). */
async function addStep(
  trx: ProjectionTransaction,
  event: ProjectedEvent,
  step: { tradeId: string; step: string; actorId: string | null; at: string; amountCents?: number | null; note?: string | null },
) {
  await trx
    .insertInto('trade_timeline')
    .values({
      trade_id: step.tradeId,
      position: event.position,
      step: step.step,
      actor_id: step.actorId,
      at: new Date(step.at),
      amount_cents: step.amountCents ?? null,
      note: step.note ?? null,
    })
    .onConflict((oc) => oc.columns(['trade_id', 'position']).doNothing())
    .execute();
}

/** Recounts a member's unread messages in one conversation (the row's count is derived, never drifted). */

/** Members' names as trades show them; the last registration of a member in the list wins, as one by one. */
async function recordNames(trx: ProjectionTransaction, events: ProjectedEventOf<'MemberRegistered'>[]) {
  // One row per member: a statement may not update a row twice.
  const names = new Map(events.map((event) => [event.data.memberId, event.data.username]));
  await trx
    .insertInto('trade_member_names')
    .values([...names].map(([member_id, username]) => ({ member_id, username })))
    .onConflict((oc) => oc.column('member_id').doUpdateSet((eb) => ({ username: eb.ref('excluded.username') })))
    .execute();
}

/**
 * Trades, their messages and each member's conversation list. (The bell's trade and message
 * notifications are a notification source: `notifications.ts`.)
 */
export const tradesProjection = defineProjection({
  name: 'trades',
  tables: ['trade_member_names', 'trades', 'trade_timeline', 'trade_messages', 'conversations'],
  handles: [
    'MemberRegistered',
    'MemberAccountClosed',
    'TradeProposed',
    'TradeCountered',
    'TradeAccepted',
    'TradeDeclined',
    'TradeCancelled',
    'TradeMarkedUrgent',
    'TradeScheduled',
    'TradeDelivered',
    'TradeReleaseReminded',
    'TradeCompleted',
    'TradeDisputed',
    'TradeDisputeDecided',
    'DisputeDecided',
    'TradeSettled',
    'MessageSent',
    'ConversationRead',
  ],
  async apply(event, trx, outbox) {
    switch (event.type) {
      case 'MemberRegistered':
        return recordNames(trx, [event]);

      // The other side of each of their trades and conversations now reads "Former member".
      case 'MemberAccountClosed': {
        const memberId = event.data.memberId;
        await trx.updateTable('trade_member_names').set({ username: FORMER_MEMBER }).where('member_id', '=', memberId).execute();
        await trx.updateTable('trades').set({ initiator_username: FORMER_MEMBER }).where('initiator_id', '=', memberId).execute();
        await trx.updateTable('trades').set({ recipient_username: FORMER_MEMBER }).where('recipient_id', '=', memberId).execute();
        await trx.updateTable('conversations').set({ counterparty_username: FORMER_MEMBER }).where('counterparty_id', '=', memberId).execute();
        return;
      }

      case 'TradeProposed': {
        const trade = event.data;
        const [initiatorName, recipientName] = await Promise.all([usernameOf(trx, trade.initiatorId), usernameOf(trx, trade.recipientId)]);
        await trx
          .insertInto('trades')
          .values({
            id: trade.tradeId,
            listing_id: trade.listingId,
            listing_title: trade.listingTitle,
            listing_type: trade.listingType,
            initiator_id: trade.initiatorId,
            initiator_username: initiatorName,
            recipient_id: trade.recipientId,
            recipient_username: recipientName,
            payer_id: trade.payerId,
            payee_id: trade.payeeId,
            amount_cents: trade.amountCents,
            terms: trade.terms,
            status: 'pending',
            awaiting_id: trade.recipientId,
            is_urgent: false,
            scheduled_for: null,
            schedule_place: null,
            settlement: null,
            created_at: new Date(trade.proposedAt),
            updated_at: event.createdAt,
            last_activity_at: event.createdAt,
          })
          .execute();
        const conversation = {
          trade_id: trade.tradeId,
          listing_title: trade.listingTitle,
          trade_status: 'pending',
          unread_count: 0,
          last_activity_at: event.createdAt,
        };
        await trx
          .insertInto('conversations')
          .values([
            { ...conversation, member_id: trade.initiatorId, counterparty_id: trade.recipientId, counterparty_username: recipientName },
            { ...conversation, member_id: trade.recipientId, counterparty_id: trade.initiatorId, counterparty_username: initiatorName },
          ])
          .execute();
        await addStep(trx, event, { tradeId: trade.tradeId, step: 'proposed', actorId: trade.initiatorId, at: trade.proposedAt, amountCents: trade.amountCents });
        return;
      }

      case 'TradeCountered': {
        const { tradeId, by, amountCents, counteredAt } = event.data;
        await updateTrade(trx, event, tradeId, { amount_cents: amountCents, terms: event.data.terms, awaiting_id: event.data.awaiting });
        return addStep(trx, event, { tradeId, step: 'countered', actorId: by, at: counteredAt, amountCents });
      }
      case 'TradeAccepted': {
        const { tradeId, by, acceptedAt, amountCents } = event.data;
        await updateTrade(trx, event, tradeId, { status: 'accepted', awaiting_id: null });
        return addStep(trx, event, { tradeId, step: 'accepted', actorId: by, at: acceptedAt, amountCents });
      }
      case 'TradeDeclined': {
        const { tradeId, by, declinedAt } = event.data;
        await updateTrade(trx, event, tradeId, { status: 'declined', awaiting_id: null });
        return addStep(trx, event, { tradeId, step: 'declined', actorId: by, at: declinedAt });
      }
      case 'TradeCancelled': {
        const { tradeId, by, cancelledAt, reason } = event.data;
        await updateTrade(trx, event, tradeId, {
          status: 'cancelled',
          awaiting_id: null,
          // The hold goes back to the payer through settlement; until then the list says so.
          settlement: event.data.holdToRelease ? 'in_progress' : null,
        });
        return addStep(trx, event, { tradeId, step: 'cancelled', actorId: by, at: cancelledAt, note: reason });
      }
      case 'TradeMarkedUrgent': {
        const { tradeId, by, markedAt } = event.data;
        await updateTrade(trx, event, tradeId, { is_urgent: true });
        return addStep(trx, event, { tradeId, step: 'marked_urgent', actorId: by, at: markedAt });
      }
      case 'TradeScheduled': {
        const { tradeId, by, at, place, scheduledAt } = event.data;
        await updateTrade(trx, event, tradeId, { scheduled_for: new Date(at), schedule_place: place });
        return addStep(trx, event, { tradeId, step: 'scheduled', actorId: by, at: scheduledAt, note: `${at}|${place}` });
      }
      case 'TradeDelivered': {
        const { tradeId, by, deliveredAt, releaseDueAt } = event.data;
        await updateTrade(trx, event, tradeId, { delivered_at: new Date(deliveredAt), release_due_at: new Date(releaseDueAt) });
        return addStep(trx, event, { tradeId, step: 'delivered', actorId: by, at: deliveredAt, note: releaseDueAt });
      }
      case 'TradeReleaseReminded': {
        const { tradeId, remindedAt, releaseDueAt } = event.data;
        await trx.updateTable('trades').set({ release_reminded_at: new Date(remindedAt) }).where('id', '=', tradeId).execute();
        return addStep(trx, event, { tradeId, step: 'release_reminded', actorId: null, at: remindedAt, note: releaseDueAt });
      }
      case 'TradeCompleted': {
        const { tradeId, by, release, completedAt } = event.data;
        await updateTrade(trx, event, tradeId, { status: 'completed', settlement: 'in_progress', completed_by: by, completion: release });
        return addStep(trx, event, { tradeId, step: 'completed', actorId: by, at: completedAt, note: release });
      }

      case 'TradeDisputed': {
        const { tradeId, by, disputedAt, stage } = event.data;
        await updateTrade(trx, event, tradeId, { dispute: 'open' });
        return addStep(trx, event, { tradeId, step: 'disputed', actorId: by, at: disputedAt, note: stage });
      }
      case 'TradeDisputeDecided': {
        const { tradeId, decidedBy, payeeCents, decidedAt } = event.data;
        // With something for the payee the trade is completed, otherwise cancelled; settlement moves it.
        const ended = payeeCents > 0 ? { status: 'completed', completed_by: null, completion: 'dispute_decided' } : { status: 'cancelled' };
        await updateTrade(trx, event, tradeId, { ...ended, dispute: 'decided', settlement: 'in_progress', awaiting_id: null });
        return addStep(trx, event, { tradeId, step: 'dispute_decided', actorId: decidedBy, at: decidedAt, amountCents: payeeCents });
      }
      case 'DisputeDecided':
        // A dispute after completion is decided on the dispute alone (a refund); the trade shows it decided.
        await trx.updateTable('trades').set({ dispute: 'decided' }).where('id', '=', event.data.tradeId).execute();
        return;
      case 'TradeSettled': {
        const { tradeId, outcome, amountCents, settledAt } = event.data;
        await updateTrade(trx, event, tradeId, { settlement: outcome });
        return addStep(trx, event, { tradeId, step: 'settled', actorId: null, at: settledAt, amountCents, note: outcome });
      }

      case 'MessageSent':
        return recordMessages(trx, [event]);

      case 'ConversationRead': {
        const { tradeId, memberId, upToMessageId, readAt } = event.data;
        const upTo = await trx.selectFrom('trade_messages').select('position').where('id', '=', upToMessageId).executeTakeFirst();
        if (!upTo) return;
        await trx
          .updateTable('trade_messages')
          .set({ read_at: new Date(readAt) })
          .where('trade_id', '=', tradeId)
          .where('recipient_id', '=', memberId)
          .where('position', '<=', upTo.position)
          .where('read_at', 'is', null)
          .execute();
        await recountUnread(trx, [{ trade_id: tradeId, member_id: memberId }]);
        // The member's other tabs drop the unread badge of this conversation.
        outbox.notify(memberId, { type: 'conversation_read', tradeId });
        return;
      }

      default:
        return;
    }
  },
  /**
   * Runs of registrations, and runs of sent messages, in a few statements each (at most 1000 events
   * a run); every other event as `apply` does.
   */
  async applyMany(events, trx, outbox) {
    let names: ProjectedEventOf<'MemberRegistered'>[] = [];
    let messages: ProjectedEventOf<'MessageSent'>[] = [];
    const flush = async () => {
      if (names.length > 0) await recordNames(trx, names);
      if (messages.length > 0) await recordMessages(trx, messages);
      names = [];
      messages = [];
    };
    for (const event of events) {
      if (event.type === 'MemberRegistered' && messages.length === 0) {
        names.push(event);
        if (names.length >= 1000) await flush();
        continue;
      }
      if (event.type === 'MessageSent' && names.length === 0) {
        messages.push(event);
        if (messages.length >= 1000) await flush();
        continue;
      }
      await flush();
      await tradesProjection.apply(event, trx, outbox);
    }
    await flush();
  },
});
