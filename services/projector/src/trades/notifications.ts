import type { Selectable } from 'kysely';
import { wholeWordPattern } from '@barteraid/infra';
import type { TradeNotificationTables } from './tables';
import { FORMER_MEMBER, formatCents } from '@barteraid/events';
import { sql } from 'kysely';
import { notificationSource, type Outbox, type ProjectedEvent, type ProjectedEventOf, type ProjectionTransaction } from '../projection';
import { recordNotification, recordNotifications } from '../notifications/record';

/** A trade as the notifications read model knows it (its own lookup rows, see migration 0022). */
type TradeFacts = Selectable<TradeNotificationTables['notification_trades']>;

const credits = (amountCents: number) => `${formatCents(amountCents)} credits`;
const otherParty = (trade: TradeFacts, memberId: string) => (trade.initiator_id === memberId ? trade.recipient_id : trade.initiator_id);

async function nameOf(trx: ProjectionTransaction, memberId: string): Promise<string> {
  const row = await trx.selectFrom('notification_member_names').select('username').where('member_id', '=', memberId).executeTakeFirst();
  return row?.username ?? 'A member';
}

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
      const senderName = nameOf.get(event.data.senderId) ?? 'A member';
      return {
        memberId: event.data.recipientId,
        type: 'message' as const,
        title: 'New Message',
        description: `New message from ${senderName}`,
        tradeId: event.data.tradeId,
        event,
        realtime: { senderName, messageId: event.data.messageId },
      };
    }),
  );
}

async function tradeOf(trx: ProjectionTransaction, tradeId: string, status?: string): Promise<TradeFacts | undefined> {
  if (status) await trx.updateTable('notification_trades').set({ status }).where('trade_id', '=', tradeId).execute();
  return trx.selectFrom('notification_trades').selectAll().where('trade_id', '=', tradeId).executeTakeFirst();
}

/** What a change says to the member who did not make it; status is the trade's status after it. */
function wording(event: ProjectedEvent, listing: string, actor: string): { title: string; description: string } | null {
  switch (event.type) {
    case 'TradeProposed':
      return { title: 'New Trade Proposal', description: `${actor} proposed a trade for ${listing} (${credits(event.data.amountCents)}).` };
    case 'TradeCountered':
      return { title: 'Counter-offer', description: `${actor} countered on ${listing}: ${credits(event.data.amountCents)}.` };
    case 'TradeAccepted':
      return { title: 'Trade Accepted', description: `${actor} accepted the trade for ${listing}.` };
    case 'TradeDeclined':
      return { title: 'Trade Declined', description: `${actor} declined the trade for ${listing}.` };
    case 'TradeCancelled':
      return { title: 'Trade Cancelled', description: `${actor} cancelled the trade for ${listing}.` };
    case 'TradeMarkedUrgent':
      return { title: 'Trade Marked Urgent', description: `${actor} marked the trade for ${listing} as urgent.` };
    case 'TradeScheduled':
      return {
        title: 'Trade Scheduled',
        description: `${actor} scheduled ${listing} for ${event.data.at.slice(0, 16).replace('T', ' ')} UTC at ${event.data.place}.`,
      };
    case 'TradeCompleted':
      return { title: 'Trade Completed', description: `${actor} marked the trade for ${listing} complete.` };
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
  const trade = await tradeOf(trx, tradeId, statusAfter[event.type]);
  if (!trade) return;
  const said = wording(event, `"${trade.listing_title}"`, await nameOf(trx, actorId));
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

/** A date as the bell words it: "2026-11-30 09:30 UTC". */
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

type ReleaseEvent = ProjectedEvent & { type: 'TradeDelivered' | 'TradeReleaseReminded' | 'TradeCompleted' };

/**
 * The release of held credits concerns both members: at delivery, a day before the automatic
 * release, and at the release itself (done by the rule, so nobody is "the other party").
 */
async function notifyRelease(event: ReleaseEvent, trx: ProjectionTransaction, outbox: Outbox) {
  const trade = await tradeOf(trx, event.data.tradeId, event.type === 'TradeCompleted' ? 'completed' : undefined);
  if (!trade) return;
  const listing = `"${trade.listing_title}"`;
  const [payer, payee] = await Promise.all([nameOf(trx, trade.payer_id), nameOf(trx, trade.payee_id)]);
  let messages: { memberId: string; title: string; description: string }[];
  switch (event.type) {
    case 'TradeDelivered': {
      const due = when(event.data.releaseDueAt);
      messages = [
        {
          memberId: trade.payer_id,
          title: 'Trade Delivered',
          description: `${payee} marked the trade for ${listing} delivered. Mark Complete to confirm you received it; otherwise the held credits are released to ${payee} on ${due}. If something is wrong, contact us before then.`,
        },
        {
          memberId: trade.payee_id,
          title: 'Trade Delivered',
          description: `You marked the trade for ${listing} delivered. The held credits are released to you when ${payer} confirms, or automatically on ${due}.`,
        },
      ];
      break;
    }
    case 'TradeReleaseReminded': {
      const due = when(event.data.releaseDueAt);
      messages = [
        {
          memberId: trade.payer_id,
          title: 'Credits Released Soon',
          description: `The credits held for ${listing} will be released to ${payee} on ${due}. If something is wrong, contact us before then.`,
        },
        { memberId: trade.payee_id, title: 'Credits Released Soon', description: `The credits held for ${listing} will be released to you on ${due}.` },
      ];
      break;
    }
    case 'TradeCompleted': {
      const description = `${payer} did not confirm in time after delivery, so the trade for ${listing} was completed and the held credits are being released to ${payee}.`;
      messages = [
        { memberId: trade.payer_id, title: 'Credits Released', description },
        { memberId: trade.payee_id, title: 'Credits Released', description },
      ];
      break;
    }
  }
  for (const message of messages) {
    await recordNotification(trx, outbox, { ...message, type: 'trade_update', tradeId: trade.trade_id, event, realtime: { status: trade.status } });
  }
}

/** Settlement moved the credits: the payee hears they arrived, the payer that they were paid (or returned). */
async function notifySettled(event: ProjectedEvent & { type: 'TradeSettled' }, trx: ProjectionTransaction, outbox: Outbox) {
  const trade = await tradeOf(trx, event.data.tradeId);
  if (!trade) return;
  const listing = `"${trade.listing_title}"`;
  const amount = credits(event.data.amountCents);
  const messages =
    event.data.outcome === 'paid'
      ? [
          { memberId: trade.payee_id, title: 'Credits Received', description: `${amount} for ${listing} were added to your balance.` },
          { memberId: trade.payer_id, title: 'Trade Settled', description: `${amount} for ${listing} were paid to ${await nameOf(trx, trade.payee_id)}.` },
        ]
      : [{ memberId: trade.payer_id, title: 'Credits Returned', description: `The ${amount} held for ${listing} are available again.` }];
  for (const message of messages) {
    await recordNotification(trx, outbox, { ...message, type: 'trade_update', tradeId: trade.trade_id, event, realtime: { status: 'settled', settled: true } });
  }
}

/**
 * A closed member's name in the other side's notifications about their trades and messages reads
 * "Former member" from now on, as a rebuild would write them once the member's key is gone.
 */
async function eraseClosedMemberName(trx: ProjectionTransaction, memberId: string): Promise<void> {
  const row = await trx.selectFrom('notification_member_names').select('username').where('member_id', '=', memberId).executeTakeFirst();
  await trx.updateTable('notification_member_names').set({ username: FORMER_MEMBER }).where('member_id', '=', memberId).execute();
  if (!row || row.username === FORMER_MEMBER) return;
  const word = wholeWordPattern(row.username);
  await sql`
    update notifications set description = regexp_replace(description, ${word}, ${FORMER_MEMBER}, 'g')
    where trade_id in (select trade_id::text from notification_trades where initiator_id = ${memberId} or recipient_id = ${memberId})
      and description ~ ${word}`.execute(trx);
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
