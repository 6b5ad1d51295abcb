import { z } from 'zod';
import { formatCents } from '../money';
import { listingType } from '../listings';
import { tradeStatuses } from '../trades';

/**
 * Trades and their conversations as the query API answers them (`GET /api/user/trades`,
 * `GET /api/trades/:id`, `GET /api/trades/:id/messages`, `GET /api/user/messages`,
 * `GET /api/conversations`), and the trade as a trade command answers it.
 */

export const tradeStatus = z.enum(tradeStatuses);
export type TradeStatus = z.infer<typeof tradeStatus>;

/** What the viewing member can do next; the client shows exactly these buttons. */
export const tradeAction = z.enum(['accept', 'counter', 'decline', 'cancel', 'complete', 'urgent', 'schedule']);
export type TradeAction = z.infer<typeof tradeAction>;

/** null: nothing to settle; in_progress: credits are moving; paid or returned: done. */
export const tradeSettlement = z.enum(['in_progress', 'paid', 'returned']).nullable();
export type TradeSettlement = z.infer<typeof tradeSettlement>;

/** Whether the viewer pays the credits or receives them. */
export const tradeDirection = z.enum(['paying', 'receiving']);
export type TradeDirection = z.infer<typeof tradeDirection>;

const tradeSchedule = z.object({ at: z.string(), place: z.string() }).nullable();

/** The fields both sides know right after a change. */
const tradeCoreShape = {
  id: z.string(),
  status: tradeStatus,
  settled: z.boolean(),
  settlement: tradeSettlement,
  /** Two-decimal credit string. */
  creditAmount: z.string(),
  proposedTerms: z.string(),
  terms: z.string(),
  initiatorId: z.string(),
  recipientId: z.string(),
  payerId: z.string(),
  payeeId: z.string(),
  direction: tradeDirection,
  listingId: z.string(),
  listingTitle: z.string(),
  listingType,
  isUrgent: z.boolean(),
  schedule: tradeSchedule,
  awaiting: z.string().nullable(),
};

/** One trade as its member sees it (`GET /api/user/trades`, `GET /api/trades/:id`). */
export const tradeSchema = z.object({
  ...tradeCoreShape,
  counterparty: z.object({ id: z.string(), username: z.string() }),
  role: z.enum(['initiator', 'recipient']),
  awaitingMe: z.boolean(),
  actions: z.array(tradeAction),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

/** A trade command's answer: the trade as the command side knows it right after the change. */
export const tradeChangeSchema = z.object({ ...tradeCoreShape, counterparty: z.object({ id: z.string() }) });
export type TradeChange = z.infer<typeof tradeChangeSchema>;

/** A chat message (`GET /api/trades/:id/messages`, `GET /api/user/messages`). */
export const chatMessageSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  messageType: z.literal('text'),
  isRead: z.boolean(),
  createdAt: z.string(),
  senderName: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One row of `GET /api/conversations`. */
export const conversationSchema = z.object({
  tradeId: z.string(),
  counterparty: z.object({ id: z.string(), username: z.string() }),
  listingTitle: z.string(),
  status: tradeStatus,
  settlement: tradeSettlement,
  creditAmount: z.string(),
  direction: tradeDirection,
  isUrgent: z.boolean(),
  awaitingMe: z.boolean(),
  lastMessage: z.object({ preview: z.string(), createdAt: z.string(), fromMe: z.boolean() }).nullable(),
  unreadCount: z.number(),
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The facts of a trade that both views are computed from. */
export interface TradeFacts {
  id: string;
  status: TradeStatus;
  settlement: TradeSettlement;
  amountCents: number;
  terms: string;
  initiatorId: string;
  recipientId: string;
  payerId: string;
  payeeId: string;
  listingId: string;
  listingTitle: string;
  listingType: z.infer<typeof listingType>;
  isUrgent: boolean;
  schedule: { at: string; place: string } | null;
  /** The party a pending proposal waits on. */
  awaitingId: string | null;
}

/** The facts plus what only the read model knows: names and times (ISO strings). */
export interface TradeRecordFacts extends TradeFacts {
  initiatorUsername: string;
  recipientUsername: string;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
}

/**
 * Where the credits of a trade stand: a completed trade pays, a trade cancelled after its credits
 * were held returns them; both are `in_progress` until the settlement has moved them.
 */
export function settlementOf(status: TradeStatus, heldCredits: boolean, settled: boolean): TradeSettlement {
  const settles = status === 'completed' || (status === 'cancelled' && heldCredits);
  if (!settles) return null;
  if (!settled) return 'in_progress';
  return status === 'completed' ? 'paid' : 'returned';
}

/**
 * Mirrors the trade decider's rules for the viewer (the decider still decides; this only
 * saves the client from offering buttons that would be refused).
 */
export function allowedActions(trade: Pick<TradeFacts, 'status' | 'awaitingId' | 'isUrgent'>, viewerId: string): TradeAction[] {
  const actions: TradeAction[] = [];
  if (trade.status === 'pending') {
    if (trade.awaitingId === viewerId) actions.push('accept', 'counter', 'decline');
    else actions.push('counter', 'cancel');
  } else if (trade.status === 'accepted') {
    actions.push('complete', 'cancel');
  } else {
    return actions;
  }
  if (!trade.isUrgent) actions.push('urgent');
  actions.push('schedule');
  return actions;
}

const settledOf = (settlement: TradeSettlement) => settlement === 'paid' || settlement === 'returned';
const directionOf = (trade: TradeFacts, viewerId: string): TradeDirection => (trade.payerId === viewerId ? 'paying' : 'receiving');

/** One trade as its member sees it: the query API's answer, the command's answer plus names, role, actions and times. */
export function tradeView(trade: TradeRecordFacts, viewerId: string): Trade {
  const initiator = trade.initiatorId === viewerId;
  return {
    ...tradeChangeView(trade, viewerId),
    counterparty: initiator
      ? { id: trade.recipientId, username: trade.recipientUsername }
      : { id: trade.initiatorId, username: trade.initiatorUsername },
    role: initiator ? 'initiator' : 'recipient',
    awaitingMe: trade.awaitingId === viewerId,
    actions: allowedActions(trade, viewerId),
    createdAt: trade.createdAt,
    updatedAt: trade.updatedAt,
    lastActivityAt: trade.lastActivityAt,
  };
}

/** The same trade as a command answers right after a change (no names or times: the read model adds those). */
export function tradeChangeView(trade: TradeFacts, viewerId: string): TradeChange {
  return {
    id: trade.id,
    status: trade.status,
    settled: settledOf(trade.settlement),
    settlement: trade.settlement,
    creditAmount: formatCents(trade.amountCents),
    proposedTerms: trade.terms,
    terms: trade.terms,
    initiatorId: trade.initiatorId,
    recipientId: trade.recipientId,
    payerId: trade.payerId,
    payeeId: trade.payeeId,
    direction: directionOf(trade, viewerId),
    counterparty: { id: trade.initiatorId === viewerId ? trade.recipientId : trade.initiatorId },
    listingId: trade.listingId,
    listingTitle: trade.listingTitle,
    listingType: trade.listingType,
    isUrgent: trade.isUrgent,
    schedule: trade.schedule,
    awaiting: trade.awaitingId,
  };
}
