import { defineMessages } from './catalogue';

/** Blocking a member, and what a block refuses. */
export const blocksMessages = defineMessages('blocks', {
  yourself: 'You cannot block yourself.',
  proposalRefused: 'You cannot propose a trade on this listing.',
  messageRefused: 'This message cannot be delivered.',
  youBlockedProposal: 'You blocked this member. Unblock them in Settings to trade with them.',
  youBlockedMessage: 'You blocked this member. Unblock them in Settings to message them.',
  blocked: 'You blocked {username}. They can no longer message you, propose trades to you or see your listings. They are not told.',
  unblocked: 'You unblocked {username}.',
});
