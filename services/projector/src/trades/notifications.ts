import type { Selectable } from 'kysely';
import type { TradeNotificationTables } from './tables';
import { FORMER_MEMBER, formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { tradeNotices as notices } from '@barteraid/events/messages/trades-notices';
import { sql } from 'kysely';
import { notificationSource, type Outbox, type ProjectedEvent, type ProjectedEventOf, type ProjectionTransaction } from '../projection';
import { recordNotification, recordNotifications } from '../notifications/record';

/** A trade as the notifications read model knows it (its own lookup rows, see migration 0022). */
type TradeFacts = Selectable<TradeNotificationTables['notification_trades']>;

const otherParty = (trade: TradeFacts, memberId: string) => (trade.initiator_id === memberId ? trade.recipient_id : trade.initiator_id);

/** A name as a notice says it: a member whose name is not stored is "A member". */
const named = (name: string | null | undefined) => name ?? 'A member';

/** "New message from {senderName}" to each message's recipient, in the order sent. */
async function notifyMessages(messages: ProjectedEventOf<'MessageSent'>[], trx: ProjectionTransaction, outbox: Outbox): Promise<void> {
  if (messages.length === 0) return;
  const senders = [...new Set(messages.map((event) => event.data.senderId))];
  const names = await trx.selectFrom('notification_member_names').select(['member_id', 'username']).where('member_id', 'in', senders).execute();
  const nameOf = new Map(names.map((row) => [row.member_id, row.username]));
  await recordNotifications(
    trx,
    outbox,
    messages.map((event) => {
      const senderName = named(nameOf.get(event.data.senderId));
      return {
        memberId: event.data.recipientId,
        type: 'message' as const,
        title: notices.message('newMessage'),
        description: notices.message('newMessageFrom', { name: senderName }),
        tradeId: event.data.tradeId,
        event,
        realtime: { senderName, messageId: event.data.messageId },
      };
    }),
  );
}

/** A trade's lookup row with the names its notices use (null where a member has none stored). */
interface TradeWithNames extends TradeFacts {
  payer_name: string | null;
  payee_name: string | null;
  actor_name: string | null;
}

/**
 * The trade's lookup row (its status moved first when the event changes it) and the payer's, the
 * payee's and the acting member's names, in one statement: a trade event's notice costs this and
 * its insert (three or four statements before, a trade cycle's most frequent in the projector).
 */
async function tradeOf(trx: ProjectionTransaction, tradeId: string, options: { status?: string; actorId?: string } = {}): Promise<TradeWithNames | undefined> {
  const trade = options.status
    ? sql`update notification_trades set status = ${options.status} where trade_id = ${tradeId} returning *`
    : sql`select * from notification_trades where trade_id = ${tradeId}`;
  const { rows } = await sql<TradeWithNames>`
    with trade as (${trade})
    select trade.*,
      (select username from notification_member_names where member_id = trade.payer_id) as payer_name,
      (select username from notification_member_names where member_id = trade.payee_id) as payee_name,
      (select username from notification_member_names where member_id = ${options.actorId ?? null}::uuid) as actor_name
    from trade`.execute(trx);
  return rows[0];
}

/** What a change says to the member who did not make it, as data of the trade notices. */
function wording(event: ProjectedEvent, listing: string, actor: string): { title: MessageData; description: MessageData } | null {
  switch (event.type) {
    case 'TradeProposed':
      return { title: notices.message('proposed'), description: notices.message('proposedText', { actor, listing, amount: formatCents(event.data.amountCents) }) };
    case 'TradeCountered':
      return { title: notices.message('countered'), description: notices.message('counteredText', { actor, listing, amount: formatCents(event.data.amountCents) }) };
    case 'TradeAccepted':
      return { title: notices.message('accepted'), description: notices.message('acceptedText', { actor, listing }) };
    case 'TradeDeclined':
      return { title: notices.message('declined'), description: notices.message('declinedText', { actor, listing }) };
    case 'TradeCancelled':
      return { title: notices.message('cancelled'), description: notices.message('cancelledText', { actor, listing }) };
    case 'TradeMarkedUrgent':
      return { title: notices.message('urgent'), description: notices.message('urgentText', { actor, listing }) };
    case 'TradeScheduled':
      return { title: notices.message('scheduled'), description: notices.message('scheduledText', { actor, listing, at: event.data.at, place: event.data.place }) };
    case 'TradeCompleted':
      return { title: notices.message('completed'), description: notices.message('completedText', { actor, listing }) };
    default:
      return null;
  }
}

const statusAfter: Partial<Record<ProjectedEvent['type'], string>> = {
  TradeAccepted: 'accepted',
  TradeDeclined: 'declined',
  TradeCancelled: 'cancelled',
  TradeCompleted: 'completed',
};

/** Tells the other party about a change one party made (the spec's trade_update, stored for the bell). */
async function notifyChange(event: ProjectedEvent, trx: ProjectionTransaction, outbox: Outbox, tradeId: string, actorId: string) {
  const trade = await tradeOf(trx, tradeId, { status: statusAfter[event.type], actorId });
  if (!trade) return;
  const said = wording(event, trade.listing_title, named(trade.actor_name));
  if (!said) return;
  await recordNotification(trx, outbox, {
    memberId: otherParty(trade, actorId),
    type: 'trade_update',
    ...said,
    tradeId,
    event,
    realtime: { status: trade.status },
  });
}

type ReleaseEvent = ProjectedEvent & { type: 'TradeDelivered' | 'TradeReleaseReminded' | 'TradeCompleted' };

/**
 * The release of held credits concerns both members: at delivery, a day before the automatic
 * release, and at the release itself (done by the rule, so nobody is "the other party").
 */
async function notifyRelease(event: ReleaseEvent, trx: ProjectionTransaction, outbox: Outbox) {
  const trade = await tradeOf(trx, event.data.tradeId, { status: event.type === 'TradeCompleted' ? 'completed' : undefined });
  if (!trade) return;
  const listing = trade.listing_title;
  const [payer, payee] = [named(trade.payer_name), named(trade.payee_name)];
  let messages: { memberId: string; title: MessageData; description: MessageData }[];
  switch (event.type) {
    case 'TradeDelivered': {
      const due = event.data.releaseDueAt;
      messages = [
        { memberId: trade.payer_id, title: notices.message('delivered'), description: notices.message('deliveredPayerText', { payee, listing, due }) },
        { memberId: trade.payee_id, title: notices.message('delivered'), description: notices.message('deliveredPayeeText', { payer, listing, due }) },
      ];
      break;
    }
    case 'TradeReleaseReminded': {
      const due = event.data.releaseDueAt;
      messages = [
        { memberId: trade.payer_id, title: notices.message('releasedSoon'), description: notices.message('releasedSoonPayerText', { payee, listing, due }) },
        { memberId: trade.payee_id, title: notices.message('releasedSoon'), description: notices.message('releasedSoonPayeeText', { listing, due }) },
      ];
      break;
    }
    case 'TradeCompleted': {
      const description = notices.message('releasedText', { payer, listing, payee });
      messages = [
        { memberId: trade.payer_id, title: notices.message('released'), description },
        { memberId: trade.payee_id, title: notices.message('released'), description },
      ];
      break;
    }
  }
  await recordNotifications(
    trx,
    outbox,
    messages.map((message) => ({ ...message, type: 'trade_update' as const, tradeId: trade.trade_id, event, realtime: { status: trade.status } })),
  );
}

/** Settlement moved the credits: the payee hears they arrived, the payer that they were paid (or returned). */
async function notifySettled(event: ProjectedEvent & { type: 'TradeSettled' }, trx: ProjectionTransaction, outbox: Outbox) {
  const trade = await tradeOf(trx, event.data.tradeId);
  if (!trade) return;
  const listing = trade.listing_title;
  const amount = formatCents(event.data.amountCents);
  const messages =
    event.data.outcome === 'paid'
      ? [
          { memberId: trade.payee_id, title: notices.message('received'), description: notices.message('receivedText', { amount, listing }) },
          { memberId: trade.payer_id, title: notices.message('settled'), description: notices.message('settledText', { amount, listing, payee: named(trade.payee_name) }) },
        ]
      : [{ memberId: trade.payer_id, title: notices.message('returned'), description: notices.message('returnedText', { amount, listing }) }];
  await recordNotifications(
    trx,
    outbox,
    messages.map((message) => ({ ...message, type: 'trade_update' as const, tradeId: trade.trade_id, event, realtime: { status: 'settled', settled: true } })),
  );
}

/**
 * A closed member's name in the other side's notifications about their trades and messages reads
 * "Former member" from now on, as a rebuild would write them once the member's key is gone: the
 * name is a part of the stored message (`{actor}`, `{payee}`, `{name}`…), so that part is replaced.
 */
async function eraseClosedMemberName(trx: ProjectionTransaction, memberId: string): Promise<void> {
  const row = await trx.selectFrom('notification_member_names').select('username').where('member_id', '=', memberId).executeTakeFirst();
  await trx.updateTable('notification_member_names').set({ username: FORMER_MEMBER }).where('member_id', '=', memberId).execute();
  if (!row || row.username === FORMER_MEMBER) return;
  const name = JSON.stringify(row.username);
  await sql`
    update notifications set description_params = (
      select jsonb_object_agg(part.key, case when part.value = ${name}::jsonb then to_jsonb(${FORMER_MEMBER}::text) else part.value end)
      from jsonb_each(description_params) part)
    where trade_id in (select trade_id::text from notification_trades where initiator_id = ${memberId} or recipient_id = ${memberId})
      and exists (select 1 from jsonb_each(description_params) part where part.value = ${name}::jsonb)`.execute(trx);
}

/**
 * Trade and message notifications: `trade_update` to the party who did not act, `new_message`
 * ("New message from {senderName}") to the recipient, and settlement news to both.
 */
export const tradeNotifications = notificationSource(['MemberRegistered', 'MemberAccountClosed', 'TradeProposed', 'TradeCountered', 'TradeAccepted', 'TradeDeclined', 'TradeCancelled', 'TradeMarkedUrgent', 'TradeScheduled', 'TradeDelivered', 'TradeReleaseReminded', 'TradeCompleted', 'TradeSettled', 'MessageSent', 'ConversationRead'], async (event, trx, outbox) => {
  switch (event.type) {
    case 'MemberRegistered':
      await trx
        .insertInto('notification_member_names')
        .values({ member_id: event.data.memberId, username: event.data.username })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ username: event.data.username }))
        .execute();
      return;
    case 'MemberAccountClosed':
      return eraseClosedMemberName(trx, event.data.memberId);
    case 'TradeProposed':
      await trx
        .insertInto('notification_trades')
        .values({
          trade_id: event.data.tradeId,
          listing_title: event.data.listingTitle,
          initiator_id: event.data.initiatorId,
          recipient_id: event.data.recipientId,
          payer_id: event.data.payerId,
          payee_id: event.data.payeeId,
          status: 'pending',
        })
        .onConflict((oc) => oc.column('trade_id').doNothing())
        .execute();
      return notifyChange(event, trx, outbox, event.data.tradeId, event.data.initiatorId);
    case 'TradeCountered':
    case 'TradeAccepted':
    case 'TradeDeclined':
    case 'TradeCancelled':
    case 'TradeMarkedUrgent':
    case 'TradeScheduled':
      return notifyChange(event, trx, outbox, event.data.tradeId, event.data.by);
    case 'TradeCompleted':
      // Completed by the payer: the payee hears it like any change; by the rule: both hear it.
      return event.data.by ? notifyChange(event, trx, outbox, event.data.tradeId, event.data.by) : notifyRelease(event, trx, outbox);
    case 'TradeDelivered':
    case 'TradeReleaseReminded':
      return notifyRelease(event, trx, outbox);
    case 'TradeSettled':
      return notifySettled(event, trx, outbox);
    case 'MessageSent':
      return notifyMessages([event], trx, outbox);
    case 'ConversationRead': {
      // Reading a conversation also reads the bell's message notifications about it.
      const { memberId, tradeId, readAt } = event.data;
      const read = await trx
        .updateTable('notifications')
        .set({ read: true, read_at: new Date(readAt) })
        .where('member_id', '=', memberId)
        .where('trade_id', '=', tradeId)
        .where('type', '=', 'message')
        .where('read', '=', false)
        .where('position', '<', event.position)
        .returning('id')
        .execute();
      if (read.length > 0) outbox.notify(memberId, { type: 'notifications_read', notificationIds: read.map((row) => row.id) });
      return;
    }
    default:
      return;
  }
},
{
  // Lookups of member names and trades, kept inside the notifications read model.
  tables: ['notification_member_names', 'notification_trades'],
  // A batch's messages: one name lookup and one insert; other events one by one.
  async recordMany(events, trx, outbox) {
    let messages: ProjectedEventOf<'MessageSent'>[] = [];
    for (const event of events) {
      if (event.type === 'MessageSent') {
        messages.push(event);
        continue;
      }
      await notifyMessages(messages, trx, outbox);
      messages = [];
      await tradeNotifications.record(event, trx, outbox);
    }
    await notifyMessages(messages, trx, outbox);
  },
});
