import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@barteraid/events';
import { conversationDecider, conversationMessages, type ConversationCommand } from './conversation';
import type { TradeParties } from '../trades/trade-parties';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';

const { tradeId, initiator, owner: recipient, stranger, firstId, secondId, now } = sample;
const parties: TradeParties = { tradeId, initiatorId: initiator, recipientId: recipient };

const { given } = DeciderSpecification.for(conversationDecider);
const send = (senderId: string, recipientId: string, content: string, messageId = firstId, tradeParties: TradeParties | null = parties): ConversationCommand => ({
  type: 'SendMessage',
  messageId,
  parties: tradeParties,
  senderId,
  recipientId,
  content,
  now,
});
const sent = (senderId: string, recipientId: string, content: string, messageId = firstId): ConversationEvent => ({
  type: 'MessageSent',
  data: { messageId, tradeId, senderId, recipientId, content, messageType: 'text', sentAt: now },
});
const read = (memberId: string): ConversationCommand => ({ type: 'ReadConversation', parties, memberId, now });

describe('conversation decider', () => {
  it('sends trimmed text from either party to the other', () => {
    given([]).when(send(initiator, recipient, '  Is it still available?  ')).then([
      sent(initiator, recipient, 'Is it still available?'),
    ]);
    given([]).when(send(recipient, initiator, 'Yes')).then([sent(recipient, initiator, 'Yes')]);
  });

  it('refuses strangers and unknown trades as not found', () => {
    given([])
      .when(send(stranger, recipient, 'hi'))
      .thenThrows(expect.objectContaining({ kind: 'not_found', data: conversationMessages.notFound }));
    given([]).when(send(initiator, recipient, 'hi', firstId, null)).thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });

  it('accepts only the other party as recipient', () => {
    for (const wrong of [initiator, stranger]) {
      given([])
        .when(send(initiator, wrong, 'hi'))
        .thenThrows(expect.objectContaining({ kind: 'invalid', data: conversationMessages.wrongRecipient }));
    }
  });

  it('refuses blank messages', () => {
    given([]).when(send(initiator, recipient, ' \n\t ')).thenThrows(expect.objectContaining({ kind: 'invalid' }));
  });

  it('marks read up to the newest message addressed to the member, and only when something is new', () => {
    const history = [sent(initiator, recipient, 'one'), sent(recipient, initiator, 'two', secondId)];
    const readByRecipient = given(history).when(read(recipient)).then([
      { type: 'ConversationRead', data: { tradeId, memberId: recipient, upToMessageId: firstId, readAt: now } },
    ]);
    given(history).when(read(initiator)).thenMatches([{ data: { memberId: initiator, upToMessageId: secondId } }]);
    const afterRead = [...history, ...readByRecipient];
    given(afterRead).when(read(recipient)).thenNothingHappened();
    given([]).when(read(recipient)).thenNothingHappened();
    given(history)
      .when({ type: 'ReadConversation', parties, memberId: stranger, now })
      .thenThrows(expect.objectContaining({ kind: 'not_found' }));
  });
});
