import { formatCents } from '@barteraid/events';
import type { Outbox, ProjectedEvent, ProjectionTransaction } from '../projection';
import { recordNotification } from '../notifications/record';

/**
 * Stored notifications about trades (the bell) and their live messages. Recorded by the trades
 * projection because it knows the parties and their names; rows are idempotent per event and member.
 */
export interface TradeRow {
  id: string;
  listing_title: string;
  initiator_id: string;
  initiator_username: string;
  recipient_id: string;
  recipient_username: string;
  payer_id: string;
  payee_id: string;
  amount_cents: number;
  status: string;
}

const usernameOf = (trade: TradeRow, memberId: string) =>
  trade.initiator_id === memberId ? trade.initiator_username : trade.recipient_id === memberId ? trade.recipient_username : 'A member';

export const otherPartyOf = (trade: TradeRow, memberId: string) =>
  trade.initiator_id === memberId ? trade.recipient_id : trade.initiator_id;

const credits = (amountCents: number) => `${formatCents(amountCents)} credits`;

/** What each change says to the member who did not make it. */
function describe(event: ProjectedEvent, trade: TradeRow, actorName: string): { title: string; description: string; status: string } | null {
  const listing = `"${trade.listing_title}"`;
  switch (event.type) {
    case 'TradeProposed':
      return {
        title: 'New Trade Proposal',
        description: `${actorName} proposed a trade for ${listing} (${credits(event.data.amountCents)}).`,
        status: 'pending',
      };
    case 'TradeCountered':
      return {
        title: 'Counter-offer',
        description: `${actorName} countered on ${listing}: ${credits(event.data.amountCents)}.`,
        status: 'pending',
      };
    case 'TradeAccepted':
      return { title: 'Trade Accepted', description: `${actorName} accepted the trade for ${listing}.`, status: 'accepted' };
    case 'TradeDeclined':
      return { title: 'Trade Declined', description: `${actorName} declined the trade for ${listing}.`, status: 'declined' };
    case 'TradeCancelled':
      return { title: 'Trade Cancelled', description: `${actorName} cancelled the trade for ${listing}.`, status: 'cancelled' };
    case 'TradeMarkedUrgent':
      return { title: 'Trade Marked Urgent', description: `${actorName} marked the trade for ${listing} as urgent.`, status: trade.status };
    case 'TradeScheduled':
      return {
        title: 'Trade Scheduled',
        description: `${actorName} scheduled ${listing} for ${event.data.at.slice(0, 16).replace('T', ' ')} UTC at ${event.data.place}.`,
        status: trade.status,
      };
    case 'TradeCompleted':
      return { title: 'Trade Completed', description: `${actorName} marked the trade for ${listing} complete.`, status: 'completed' };
    default:
      return null;
  }
}

/** Tells the other party about a change one party made. */
export async function notifyTradeChange(
  trx: ProjectionTransaction,
  outbox: Outbox,
  event: ProjectedEvent,
  trade: TradeRow,
  actorId: string,
): Promise<void> {
  const said = describe(event, trade, usernameOf(trade, actorId));
  if (!said) return;
  await recordNotification(trx, outbox, {
    memberId: otherPartyOf(trade, actorId),
    type: 'trade_update',
    title: said.title,
    description: said.description,
    tradeId: trade.id,
    event,
    realtime: { status: said.status },
  });
}

/** Settlement moved credits: both parties hear how it ended. */
export async function notifySettled(
  trx: ProjectionTransaction,
  outbox: Outbox,
  event: ProjectedEvent & { type: 'TradeSettled' },
  trade: TradeRow,
): Promise<void> {
  const listing = `"${trade.listing_title}"`;
  const amount = credits(event.data.amountCents);
  const messages =
    event.data.outcome === 'paid'
      ? [
          { memberId: trade.payee_id, title: 'Credits Received', description: `${amount} for ${listing} were added to your balance.` },
          {
            memberId: trade.payer_id,
            title: 'Trade Settled',
            description: `${amount} for ${listing} were paid to ${usernameOf(trade, trade.payee_id)}.`,
          },
        ]
      : [{ memberId: trade.payer_id, title: 'Credits Returned', description: `The ${amount} held for ${listing} are available again.` }];
  for (const message of messages) {
    await recordNotification(trx, outbox, {
      ...message,
      type: 'trade_update',
      tradeId: trade.id,
      event,
      realtime: { status: 'settled', settled: true },
    });
  }
}

/** A chat message: the spec's new_message, stored for the bell as "New message from {senderName}". */
export async function notifyMessage(
  trx: ProjectionTransaction,
  outbox: Outbox,
  event: ProjectedEvent & { type: 'MessageSent' },
  senderName: string,
): Promise<void> {
  await recordNotification(trx, outbox, {
    memberId: event.data.recipientId,
    type: 'message',
    title: 'New Message',
    description: `New message from ${senderName}`,
    tradeId: event.data.tradeId,
    event,
    realtime: { senderName, messageId: event.data.messageId },
  });
}
