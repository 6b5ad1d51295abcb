import type { ConversationEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import type { TradeParties } from '../trades/trade-parties';
import { conversationsMessages } from '@barteraid/events/messages/conversations';
import { tradesMessages } from '@barteraid/events/messages/trades';

export interface ConversationState {
  /** The newest message addressed to each member, and the newest one each has read. */
  lastMessageTo: Record<string, string>;
  readUpTo: Record<string, string>;
}

export type ConversationCommand =
  | {
      type: 'SendMessage';
      messageId: string;
      /** null when the trade does not exist. */
      parties: TradeParties | null;
      senderId: string;
      recipientId: string;
      content: string;
      now: string;
    }
  | { type: 'ReadConversation'; parties: TradeParties | null; memberId: string; now: string };

export const conversationMessages = {
  notFound: tradesMessages.message('notFound'),
  wrongRecipient: conversationsMessages.message('wrongRecipient'),
  empty: conversationsMessages.message('empty'),
} as const;

function requireParty(parties: TradeParties | null, memberId: string): TradeParties {
  if (!parties || (parties.initiatorId !== memberId && parties.recipientId !== memberId)) {
    return reject('not_found', conversationMessages.notFound);
  }
  return parties;
}

/** The chat of one trade: only its two members talk, each to the other. */
export const conversationDecider: Decider<ConversationCommand, ConversationState, ConversationEvent> = {
  initialState: { lastMessageTo: {}, readUpTo: {} },

  evolve(state, event) {
    switch (event.type) {
      case 'MessageSent':
        return { ...state, lastMessageTo: { ...state.lastMessageTo, [event.data.recipientId]: event.data.messageId } };
      case 'ConversationRead':
        return { ...state, readUpTo: { ...state.readUpTo, [event.data.memberId]: event.data.upToMessageId } };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SendMessage': {
        const parties = requireParty(command.parties, command.senderId);
        const other = parties.initiatorId === command.senderId ? parties.recipientId : parties.initiatorId;
        // The client names the recipient; the server only accepts the one member it can be.
        if (command.recipientId !== other) return reject('invalid', conversationMessages.wrongRecipient);
        const content = command.content.trim();
        if (!content) return reject('invalid', conversationMessages.empty);
        return [
          {
            type: 'MessageSent',
            data: {
              messageId: command.messageId,
              tradeId: parties.tradeId,
              senderId: command.senderId,
              recipientId: other,
              content,
              messageType: 'text',
              sentAt: command.now,
            },
          },
        ];
      }

      case 'ReadConversation': {
        const parties = requireParty(command.parties, command.memberId);
        const newest = state.lastMessageTo[command.memberId];
        // Nothing addressed to this member, or all of it read already: opening again records nothing.
        if (!newest || state.readUpTo[command.memberId] === newest) return [];
        return [
          {
            type: 'ConversationRead',
            data: { tradeId: parties.tradeId, memberId: command.memberId, upToMessageId: newest, readAt: command.now },
          },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};
