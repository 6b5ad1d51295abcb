import { z } from 'zod';
import { creditsField, formatCents } from '../money';
import { listingType } from '../listings';
import { TRADE_LIMITS, tradeStatuses } from '../trades';
import { MESSAGE_MAX_LENGTH } from '../conversations';
import { multiLineText, singleLineText } from '../text';
import { conversationsMessages } from '../messages/conversations';
import { schemaMessage } from '../messages/schema-message';

/**
 * Trades and their conversations as the query API answers them (`GET /api/user/trades`,
 * `GET /api/trades/:id`, `GET /api/trades/:id/messages`, `GET /api/user/messages`,
 * `GET /api/conversations`), and the trade as a trade command answers it.
 */

export const tradeStatus = z.enum(tradeStatuses);
export type TradeStatus = z.infer<typeof tradeStatus>;

/** What the viewing member can do next; the client shows exactly these buttons. */
export const tradeAction = z.enum(['accept', 'counter', 'decline', 'cancel', 'complete', 'deliver', 'dispute', 'urgent', 'schedule']);
export type TradeAction = z.infer<typeof tradeAction>;

/** null: nothing to settle; in_progress: credits are moving; paid or returned: done. */
export const tradeSettlement = z.enum(['in_progress', 'paid', 'returned']).nullable();
export type TradeSettlement = z.infer<typeof tradeSettlement>;

/** Whether the viewer pays the credits or receives them. */
export const tradeDirection = z.enum(['paying', 'receiving']);
export type TradeDirection = z.infer<typeof tradeDirection>;

const tradeSchedule = z.object({ at: z.string(), place: z.string() }).nullable();

/** The payee marked it delivered: the credits are released by the payer, or by the rule at `releaseDueAt`. */
const tradeDelivery = z.object({ deliveredAt: z.string(), releaseDueAt: z.string() }).nullable();

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
  delivery: tradeDelivery,
  /** null, open (its held credits are frozen until an administrator decides) or decided. */
  dispute: z.enum(['open', 'decided']).nullable(),
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

/** `POST /api/messages`' answer: the message as sent (the sender's name comes with the read model's copy). */
export const sentMessageSchema = chatMessageSchema.omit({ senderName: true });
export type SentMessage = z.infer<typeof sentMessageSchema>;

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

// Commands: what the client sends to the command API. Trade commands answer `TradeChange`,
// `POST /api/trades/:id/read` answers `MessageResponse` (`./common`).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (label: string) =>
  singleLineText(label, { error: `${label} is required.` })
    .trim()
    .regex(UUID, `${label} is not a valid id.`)
    .transform((value) => value.toLowerCase());

const text = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A credit amount as the client sends it ("10.00" or 10), in cents. */
const creditAmount = z.union([z.string(), z.number()], { error: 'Credit amount must be a number.' }).pipe(creditsField('Credit amount'));

/** `POST /api/trades`, Contact on a listing: the amount defaults to the listing's credits. */
export const proposeTradeSchema = z.object({
  listingId: id('Listing'),
  creditAmount: creditAmount.nullish(),
  proposedTerms: text('Proposed terms', TRADE_LIMITS.termsMax, 'multi'),
});
export type ProposeTradeBody = z.input<typeof proposeTradeSchema>;

/** The statuses a member can move a trade to; pending is where trades start, never a target. */
export const tradeStatusChange = tradeStatus.exclude(['pending'], {
  error: 'Status must be one of: accepted, completed, declined, cancelled.',
});
export type TradeStatusChange = z.infer<typeof tradeStatusChange>;

/** `PATCH /api/trades/:id/status`, the spec's status call. */
export const tradeStatusSchema = z.object({
  status: tradeStatusChange,
  reason: multiLineText('Reason').trim().max(TRADE_LIMITS.reasonMax, `Reason must be at most ${TRADE_LIMITS.reasonMax} characters.`).nullish(),
});
export type TradeStatusBody = z.input<typeof tradeStatusSchema>;

/** `POST /api/trades/:id/counter`: a new amount, new terms or both. */
export const counterTradeSchema = z
  .object({
    creditAmount: creditAmount.nullish(),
    proposedTerms: text('Proposed terms', TRADE_LIMITS.termsMax, 'multi').nullish(),
  })
  .refine((counter) => counter.creditAmount != null || counter.proposedTerms != null, {
    message: 'A counter-offer needs a credit amount or terms.',
  });
export type CounterTradeBody = z.input<typeof counterTradeSchema>;

/** `POST /api/trades/:id/schedule`: when and where the members meet. */
export const scheduleTradeSchema = z.object({
  at: singleLineText('Date and time', { error: 'Date and time are required.' })
    .trim()
    .pipe(z.string().datetime({ offset: true, message: 'Date and time must be an ISO date-time, for example 2026-12-01T15:00:00Z.' })),
  place: text('Place', TRADE_LIMITS.placeMax),
});
export type ScheduleTradeBody = z.input<typeof scheduleTradeSchema>;

/** `POST /api/messages`, the spec's message call; content is plain text, trimmed. Answers `SentMessage`. */
export const sendMessageSchema = z.object({
  tradeId: id('Trade'),
  recipientId: id('Recipient'),
  content: multiLineText('Message', { error: 'Message must be text.' })
    .trim()
    .min(1, schemaMessage(conversationsMessages.message('empty')))
    .max(MESSAGE_MAX_LENGTH, schemaMessage(conversationsMessages.message('tooLong', { max: MESSAGE_MAX_LENGTH }))),
  messageType: z.literal('text', { error: "Message type must be 'text'." }).default('text'),
});
export type SendMessageBody = z.input<typeof sendMessageSchema>;

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
  delivery: { deliveredAt: string; releaseDueAt: string } | null;
  dispute: 'open' | 'decided' | null;
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
export function allowedActions(
  trade: Pick<TradeFacts, 'status' | 'awaitingId' | 'isUrgent' | 'payerId' | 'delivery' | 'dispute'>,
  viewerId: string,
): TradeAction[] {
  const actions: TradeAction[] = [];
  if (trade.status === 'pending') {
    if (trade.awaitingId === viewerId) actions.push('accept', 'counter', 'decline');
    else actions.push('counter', 'cancel');
  } else if (trade.status === 'accepted') {
    // A dispute freezes the held credits: nothing moves them until an administrator decides.
    if (!trade.dispute) {
      // Only the payer releases the held credits; the payee says delivered (once).
      if (trade.payerId === viewerId) actions.push('complete');
      else if (!trade.delivery) actions.push('deliver');
      actions.push('dispute', 'cancel');
    }
  } else {
    // A completed trade may still be disputed for a while (the server says when it is too late).
    if (trade.status === 'completed' && !trade.dispute) actions.push('dispute');
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
    delivery: trade.delivery,
    dispute: trade.dispute,
    awaiting: trade.awaitingId,
  };
}

/**
 * One step of a trade's timeline (`GET /api/trades/:id/timeline`): what happened, when, and who
 * did it (null when the rule or the settlement did). `amount` for proposals, counters, acceptance
 * and settlement; `note` for a cancel reason, a meeting ("at|place"), a release date, how it was
 * completed (party_marked, payer_confirmed, auto_release) or settled (paid, returned).
 */
export const tradeStepSchema = z.object({
  step: z.enum(['proposed', 'countered', 'accepted', 'declined', 'cancelled', 'marked_urgent', 'scheduled', 'delivered', 'release_reminded', 'completed', 'disputed', 'dispute_decided', 'settled']),
  at: z.string(),
  by: z.object({ id: z.string(), username: z.string() }).nullable(),
  amount: z.string().nullable(),
  note: z.string().nullable(),
});
export type TradeStep = z.infer<typeof tradeStepSchema>;
