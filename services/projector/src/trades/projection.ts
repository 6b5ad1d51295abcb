import { FORMER_MEMBER } from '@barteraid/events';
import { sql, type Updateable } from 'kysely';
import type { TradeTables } from '@barteraid/infra/read-models/trades';
import { recordMessages, recountUnread } from './messages';
import { defineProjection, type ProjectedEvent, type ProjectedEventOf, type ProjectionTransaction } from '../projection';


/** A member's name as trades show it, read inside the statement that writes it. */
const usernameOf = (trx: ProjectionTransaction, memberId: string) =>
  sql<string>`coalesce((${trx.selectFrom('trade_member_names').select('username').where('member_id', '=', memberId)}), 'member')`;

/** One step of a trade's timeline, dated by the event (so a rebuild writes the same row). */
interface Step {
  tradeId: string;
  step: string;
  actorId: string | null;
  at: string;
  amountCents?: number | null;
  note?: string | null;
}

const timelineRow = (event: ProjectedEvent, step: Step) => ({
  trade_id: step.tradeId,
  position: event.position,
  step: step.step,
  actor_id: step.actorId,
  at: new Date(step.at),
  amount_cents: step.amountCents ?? null,
  note: step.note ?? null,
});

/**
 * A change of the trade itself: its row, both conversation rows (which show its status) and its
 * timeline step, in one statement (the trade's update feeds the conversations' through a CTE), as
 * the three statements it replaced did one after another: no trade row, no conversation change;
 * the step is written either way.
 */
async function updateTrade(trx: ProjectionTransaction, event: ProjectedEvent, changes: Updateable<TradeTables['trades']>, step: Step) {
  await trx
    .with('changed', (db) =>
      db
        .updateTable('trades')
        .set({ ...changes, updated_at: event.createdAt, last_activity_at: event.createdAt })
        .where('id', '=', step.tradeId)
        .returning(['id', 'status']),
    )
    .with('conversation', (db) =>
      db
        .updateTable('conversations')
        .from('changed')
        .set((eb) => ({ trade_status: eb.ref('changed.status'), last_activity_at: event.createdAt }))
        .whereRef('conversations.trade_id', '=', 'changed.id'),
    )
    .insertInto('trade_timeline')
    .values(timelineRow(event, step))
    .onConflict((oc) => oc.columns(['trade_id', 'position']).doNothing())
    .execute();
}

async function addStep(trx: ProjectionTransaction, event: ProjectedEvent, step: Step) {
  await trx
    .insertInto('trade_timeline')
    .values(timelineRow(event, step))
    .onConflict((oc) => oc.columns(['trade_id', 'position']).doNothing())
    .execute();
}

/**
 * A proposal: the trade's row, a conversation row for each side (each naming the other, as the
 * trade row has them) and its first timeline step, in one statement instead of five (the two names
 * are read inside it).
 */
async function proposeTrade(trx: ProjectionTransaction, event: ProjectedEventOf<'TradeProposed'>) {
  const trade = event.data;
  await trx
    .with('proposed', (db) =>
      db
        .insertInto('trades')
        .values({
          id: trade.tradeId,
          listing_id: trade.listingId,
          listing_title: trade.listingTitle,
          listing_type: trade.listingType,
          initiator_id: trade.initiatorId,
          initiator_username: usernameOf(trx, trade.initiatorId),
          recipient_id: trade.recipientId,
          recipient_username: usernameOf(trx, trade.recipientId),
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
        .returning(['initiator_username', 'recipient_username']),
    )
    .with('conversation', (db) => {
      const side = (memberId: string, counterpartyId: string, counterpartyName: 'initiator_username' | 'recipient_username') =>
        db.selectFrom('proposed').select((eb) => [
          // Typed: parameters of a union would be read as text.
          eb.cast(eb.val(trade.tradeId), 'uuid').as('trade_id'),
          eb.cast(eb.val(memberId), 'uuid').as('member_id'),
          eb.cast(eb.val(counterpartyId), 'uuid').as('counterparty_id'),
          eb.ref(counterpartyName).as('counterparty_username'),
          eb.cast(eb.val(trade.listingTitle), 'text').as('listing_title'),
          eb.cast(eb.val('pending'), 'text').as('trade_status'),
          eb.cast(eb.val(0), 'integer').as('unread_count'),
          eb.cast(eb.val(event.createdAt), 'timestamptz').as('last_activity_at'),
        ]);
      return db
        .insertInto('conversations')
        .columns(['trade_id', 'member_id', 'counterparty_id', 'counterparty_username', 'listing_title', 'trade_status', 'unread_count', 'last_activity_at'])
        .expression(side(trade.initiatorId, trade.recipientId, 'recipient_username').unionAll(side(trade.recipientId, trade.initiatorId, 'initiator_username')));
    })
    .insertInto('trade_timeline')
    .values(timelineRow(event, { tradeId: trade.tradeId, step: 'proposed', actorId: trade.initiatorId, at: trade.proposedAt, amountCents: trade.amountCents }))
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

      case 'TradeProposed':
        return proposeTrade(trx, event);

      case 'TradeCountered': {
        const { tradeId, by, amountCents, counteredAt } = event.data;
        return updateTrade(trx, event, { amount_cents: amountCents, terms: event.data.terms, awaiting_id: event.data.awaiting }, { tradeId, step: 'countered', actorId: by, at: counteredAt, amountCents });
      }
      case 'TradeAccepted': {
        const { tradeId, by, acceptedAt, amountCents } = event.data;
        return updateTrade(trx, event, { status: 'accepted', awaiting_id: null }, { tradeId, step: 'accepted', actorId: by, at: acceptedAt, amountCents });
      }
      case 'TradeDeclined': {
        const { tradeId, by, declinedAt } = event.data;
        return updateTrade(trx, event, { status: 'declined', awaiting_id: null }, { tradeId, step: 'declined', actorId: by, at: declinedAt });
      }
      case 'TradeCancelled': {
        const { tradeId, by, cancelledAt, reason } = event.data;
        return updateTrade(trx, event, {
          status: 'cancelled',
          awaiting_id: null,
          // The hold goes back to the payer through settlement; until then the list says so.
          settlement: event.data.holdToRelease ? 'in_progress' : null,
        }, { tradeId, step: 'cancelled', actorId: by, at: cancelledAt, note: reason });
      }
      case 'TradeMarkedUrgent': {
        const { tradeId, by, markedAt } = event.data;
        return updateTrade(trx, event, { is_urgent: true }, { tradeId, step: 'marked_urgent', actorId: by, at: markedAt });
      }
      case 'TradeScheduled': {
        const { tradeId, by, at, place, scheduledAt } = event.data;
        return updateTrade(trx, event, { scheduled_for: new Date(at), schedule_place: place }, { tradeId, step: 'scheduled', actorId: by, at: scheduledAt, note: `${at}|${place}` });
      }
      case 'TradeDelivered': {
        const { tradeId, by, deliveredAt, releaseDueAt } = event.data;
        return updateTrade(trx, event, { delivered_at: new Date(deliveredAt), release_due_at: new Date(releaseDueAt) }, { tradeId, step: 'delivered', actorId: by, at: deliveredAt, note: releaseDueAt });
      }
      case 'TradeReleaseReminded': {
        const { tradeId, remindedAt, releaseDueAt } = event.data;
        await trx.updateTable('trades').set({ release_reminded_at: new Date(remindedAt) }).where('id', '=', tradeId).execute();
        return addStep(trx, event, { tradeId, step: 'release_reminded', actorId: null, at: remindedAt, note: releaseDueAt });
      }
      case 'TradeCompleted': {
        const { tradeId, by, release, completedAt } = event.data;
        return updateTrade(trx, event, { status: 'completed', settlement: 'in_progress', completed_by: by, completion: release }, { tradeId, step: 'completed', actorId: by, at: completedAt, note: release });
      }

      case 'TradeDisputed': {
        const { tradeId, by, disputedAt, stage } = event.data;
        return updateTrade(trx, event, { dispute: 'open' }, { tradeId, step: 'disputed', actorId: by, at: disputedAt, note: stage });
      }
      case 'TradeDisputeDecided': {
        const { tradeId, decidedBy, payeeCents, decidedAt } = event.data;
        // With something for the payee the trade is completed, otherwise cancelled; settlement moves it.
        const ended = payeeCents > 0 ? { status: 'completed', completed_by: null, completion: 'dispute_decided' } : { status: 'cancelled' };
        return updateTrade(trx, event, { ...ended, dispute: 'decided', settlement: 'in_progress', awaiting_id: null }, { tradeId, step: 'dispute_decided', actorId: decidedBy, at: decidedAt, amountCents: payeeCents });
      }
      case 'DisputeDecided':
        // A dispute after completion is decided on the dispute alone (a refund); the trade shows it decided.
        await trx.updateTable('trades').set({ dispute: 'decided' }).where('id', '=', event.data.tradeId).execute();
        return;
      case 'TradeSettled': {
        const { tradeId, outcome, amountCents, settledAt } = event.data;
        return updateTrade(trx, event, { settlement: outcome }, { tradeId, step: 'settled', actorId: null, at: settledAt, amountCents, note: outcome });
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
