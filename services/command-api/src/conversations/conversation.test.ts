import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '@barteraid/events';
import { fold } from '../decider';
import { conversationDecider, conversationMessages, type ConversationCommand, type TradeParties } from './conversation';

const tradeId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
const initiator = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const recipient = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const stranger = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const firstId = '11111111-1111-4111-8111-111111111111';
const secondId = '22222222-2222-4222-8222-222222222222';
const now = '2026-11-21T09:30:00.000Z';
const parties: TradeParties = { tradeId, initiatorId: initiator, recipientId: recipient };

function given(events: ConversationEvent[]) {
  const state = fold(conversationDecider, events);
  return { when: (command: ConversationCommand) => () => conversationDecider.decide(command, state) };
}
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
    expect(given([]).when(send(initiator, recipient, '  Is it still available?  '))()).toEqual([
      sent(initiator, recipient, 'Is it still available?'),
    ]);
    expect(given([]).when(send(recipient, initiator, 'Yes'))()).toEqual([sent(recipient, initiator, 'Yes')]);
  });

  it('refuses strangers and unknown trades as not found', () => {
    expect(given([]).when(send(stranger, recipient, 'hi'))).toThrowError(
      expect.objectContaining({ kind: 'not_found', message: conversationMessages.notFound }),
    );
    expect(given([]).when(send(initiator, recipient, 'hi', firstId, null))).toThrowError(expect.objectContaining({ kind: 'not_found' }));
  });

  it('accepts only the other party as recipient', () => {
    for (const wrong of [initiator, stranger]) {
      expect(given([]).when(send(initiator, wrong, 'hi'))).toThrowError(
        expect.objectContaining({ kind: 'invalid', message: conversationMessages.wrongRecipient }),
      );
    }
  });

  it('refuses blank messages', () => {
    expect(given([]).when(send(initiator, recipient, ' \n\t '))).toThrowError(expect.objectContaining({ kind: 'invalid' }));
  });

  it('marks read up to the newest message addressed to the member, and only when something is new', () => {
    const history = [sent(initiator, recipient, 'one'), sent(recipient, initiator, 'two', secondId)];
    expect(given(history).when(read(recipient))()).toEqual([
      { type: 'ConversationRead', data: { tradeId, memberId: recipient, upToMessageId: firstId, readAt: now } },
    ]);
    expect(given(history).when(read(initiator))()).toMatchObject([{ data: { memberId: initiator, upToMessageId: secondId } }]);
    const afterRead = [...history, ...given(history).when(read(recipient))()];
    expect(given(afterRead).when(read(recipient))()).toEqual([]);
    expect(given([]).when(read(recipient))()).toEqual([]);
    expect(given(history).when({ type: 'ReadConversation', parties, memberId: stranger, now })).toThrowError(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});
