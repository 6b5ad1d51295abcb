import { streams } from '@barteraid/events';
import type { SmsReplies } from '../sms/replies';

/** A dispute opened on your trade, or decided: texted when left unread; it asks for no reply word (the page does). */
export const disputeSmsReplies: SmsReplies = {
  notices: ['openedText', 'openedHeldText', 'decidedPaidToYou', 'decidedNothingPaidToYou', 'decidedCameBack', 'decidedNothingCameBack'].map((code) => ({
    code: `disputeNotices.${code}`,
    replies: [],
  })),
  replies: [],
  subjectOf: (notification) => notification.trade_id,
  async subjectVersion(store, tradeId) {
    const last = (await store.readStream(streams.trade(tradeId))).at(-1);
    return last ? { version: last.revision, position: last.position } : null;
  },
};
