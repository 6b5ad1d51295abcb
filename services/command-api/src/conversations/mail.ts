import { defineMailPlans } from '../mail/plans';

/** Chat messages are not mailed one by one: each opens (or joins) a digest of the conversation's unread messages. */
export const conversationMailPlans = defineMailPlans({
  MessageSent: async ({ data: { recipientId, tradeId } }) => ({ mails: [], digests: [{ memberId: recipientId, tradeId }] }),
});
