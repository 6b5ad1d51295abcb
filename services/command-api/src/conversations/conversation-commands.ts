import { streams } from '@barteraid/events';
import { execute, loadStream, nowOf, type CommandContext } from '../command-handling';
import { tradeDecider } from '../trades/trade';
import { conversationDecider, type TradeParties } from './conversation';

/** Who may talk about a trade comes from the trade stream itself. */
async function partiesOf(context: CommandContext, tradeId: string): Promise<TradeParties | null> {
  const { state } = await loadStream(context.store, streams.trade(tradeId), tradeDecider);
  if (state.status === 'none') return null;
  return { tradeId, initiatorId: state.deal.initiatorId, recipientId: state.deal.recipientId };
}

export async function sendMessage(
  context: CommandContext,
  input: { messageId: string; tradeId: string; senderId: string; recipientId: string; content: string },
) {
  const parties = await partiesOf(context, input.tradeId);
  // Both members may type at once; a lost race simply re-reads and appends after the other message.
  return execute(
    context,
    streams.conversation(input.tradeId),
    conversationDecider,
    { type: 'SendMessage', ...input, parties, now: nowOf(context).toISOString() },
    { retries: 20, eventIds: () => input.messageId },
  );
}

export async function readConversation(context: CommandContext, tradeId: string, memberId: string) {
  const parties = await partiesOf(context, tradeId);
  return execute(
    context,
    streams.conversation(tradeId),
    conversationDecider,
    { type: 'ReadConversation', parties, memberId, now: nowOf(context).toISOString() },
    { retries: 20 },
  );
}
