import { streams } from '@barteraid/events';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { readTradeParties, type TradeParties } from '../trades/trade-parties';
import { conversationDecider } from './conversation';

/**
 * Who may talk about a trade comes from the trade stream itself (`parties`, read once by the route
 * for this and the block check). Sending does not depend on the conversation so far, so its stream
 * is not read: the message's id is its event's id, which keeps a retried send a no-op.
 */
export async function sendMessage(
  context: CommandContext,
  input: { messageId: string; tradeId: string; senderId: string; recipientId: string; content: string; parties: TradeParties | null },
) {
  return execute(
    context,
    streams.conversation(input.tradeId),
    conversationDecider,
    { type: 'SendMessage', ...input, now: nowOf(context).toISOString() },
    { eventIds: () => input.messageId, independentOfHistory: true },
  );
}

export async function readConversation(context: CommandContext, tradeId: string, memberId: string) {
  const parties = await readTradeParties(context.store, tradeId);
  return execute(
    context,
    streams.conversation(tradeId),
    conversationDecider,
    { type: 'ReadConversation', parties, memberId, now: nowOf(context).toISOString() },
    { retries: 20 },
  );
}
