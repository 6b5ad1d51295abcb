import { Router } from 'express';
import { messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { newEntityId } from '../command-handling';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { sendMessageSchema, type SentMessage } from '@barteraid/events/contracts/trades';
import { tradeIdParam } from '../trades/trade-input';
import { conversationMessages } from './conversation';
import { readConversation, sendMessage } from './conversation-commands';
import { refuseBlockedMessage } from '../blocks/guard';
import { tradePartiesIn } from '../trades/trade-parties';
import { streams } from '@barteraid/events';
import { conversationsMessages } from '@barteraid/events/messages/conversations';

export function conversationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** The spec's call; the sender is the signed-in member, the recipient must be the trade's other member. */
  router.post('/api/messages', async (req, res) => {
    const { memberId } = requireActor(req);
    const input = parseWith(sendMessageSchema, req.body ?? {});
    const context = contextOf(req, deps);
    // The trade and both members' block lists in one read (the recipient as named; the check reads
    // the real other member's list itself if the name is wrong, and the conversation refuses it).
    const tradeStream = streams.trade(input.tradeId);
    const read = await context.store.readStreams([tradeStream, streams.blocks(memberId), streams.blocks(input.recipientId)]);
    const parties = tradePartiesIn(input.tradeId, read.get(tradeStream) ?? []);
    await refuseBlockedMessage(context, parties, memberId, read);
    const messageId = newEntityId(context, 'message');
    const result = await deps.hourlyLimits.within('chat', memberId, () =>
      sendMessage(context, {
        messageId,
        parties,
        tradeId: input.tradeId,
        senderId: memberId,
        recipientId: input.recipientId,
        content: input.content,
      }),
    );
    await deps.projections.waitFor(result.position);
    const sent = result.events[0]!;
    if (sent.type !== 'MessageSent') throw new Error('expected a sent message');
    const answer: SentMessage = {
      id: sent.data.messageId,
      tradeId: sent.data.tradeId,
      senderId: sent.data.senderId,
      recipientId: sent.data.recipientId,
      content: sent.data.content,
      messageType: sent.data.messageType,
      isRead: false,
      createdAt: sent.data.sentAt,
    };
    res.status(201).json(answer);
  });

  /** Opening a conversation marks every message to the member in it as read. */
  router.post('/api/trades/:id/read', async (req, res) => {
    const { memberId } = requireActor(req);
    const tradeId = tradeIdParam(req.params.id);
    if (!tradeId) throw notFound(conversationMessages.notFound);
    const result = await readConversation(contextOf(req, deps), tradeId, memberId);
    await deps.projections.waitFor(result.position);
    const answer: MessageResponse = messageBody(conversationsMessages.message('markedRead'));
    res.json(answer);
  });

  return router;
}
