import type { BlockEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { blocksMessages } from '@barteraid/events/messages/blocks';
import { membersMessages } from '@barteraid/events/messages/members';
import type { MessageData } from '@barteraid/events/messages/catalogue';

/** The members one member blocked (`blocks-<blockerId>`). */
export interface BlockListState {
  blocked: readonly string[];
}

export type BlockCommand =
  | { type: 'BlockMember'; blockerId: string; blockedId: string; now: string }
  | { type: 'UnblockMember'; blockerId: string; blockedId: string; now: string };

export const blockMessages = {
  yourself: blocksMessages.message('yourself'),
  memberNotFound: membersMessages.message('notFound'),
  /** To the blocked member: neutral, so the block is not revealed. */
  proposalRefused: blocksMessages.message('proposalRefused'),
  messageRefused: blocksMessages.message('messageRefused'),
  /** To the member who blocked: they know, and can undo it. */
  youBlockedProposal: blocksMessages.message('youBlockedProposal'),
  youBlockedMessage: blocksMessages.message('youBlockedMessage'),
} as const;

export const hasBlocked = (state: BlockListState, memberId: string): boolean => state.blocked.includes(memberId);

/**
 * Why `fromId` may not contact `toId` (propose a trade or send a message), or null: `toId` blocked
 * them (a neutral refusal), or they blocked `toId` themselves (they are told so).
 */
export function contactRefusal(
  lists: { from: BlockListState; to: BlockListState },
  toId: string,
  fromId: string,
  kind: 'proposal' | 'message',
): MessageData | null {
  if (hasBlocked(lists.to, fromId)) return kind === 'proposal' ? blockMessages.proposalRefused : blockMessages.messageRefused;
  if (hasBlocked(lists.from, toId)) return kind === 'proposal' ? blockMessages.youBlockedProposal : blockMessages.youBlockedMessage;
  return null;
}

/** Blocking and unblocking; doing either twice changes nothing. */
export const blockListDecider: Decider<BlockCommand, BlockListState, BlockEvent> = {
  initialState: { blocked: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'MemberBlocked':
        return hasBlocked(state, event.data.blockedId) ? state : { blocked: [...state.blocked, event.data.blockedId] };
      case 'MemberUnblocked':
        return { blocked: state.blocked.filter((id) => id !== event.data.blockedId) };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'BlockMember':
        if (command.blockedId === command.blockerId) return reject('invalid', blockMessages.yourself);
        if (hasBlocked(state, command.blockedId)) return [];
        return [{ type: 'MemberBlocked', data: { blockerId: command.blockerId, blockedId: command.blockedId, blockedAt: command.now } }];
      case 'UnblockMember':
        // Refused like blocking oneself, not a quiet 200 that suggests one could have been blocked.
        if (command.blockedId === command.blockerId) return reject('invalid', blockMessages.yourself);
        if (!hasBlocked(state, command.blockedId)) return [];
        return [{ type: 'MemberUnblocked', data: { blockerId: command.blockerId, blockedId: command.blockedId, unblockedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
