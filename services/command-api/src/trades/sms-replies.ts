import { streams } from '@barteraid/events';
import { smsMessages } from '@barteraid/events/messages/sms';
import { nowOf } from '../command-handling';
import type { SmsReplies } from '../sms/replies';
import { releasePeriodMs } from './trade';
import { acceptTrade, changeTrade } from './trade-commands';

/**
 * The trade's texts: a proposal or counter-offer to you (ACCEPT / DECLINE), an acceptance, and
 * "delivered — please confirm" and the day-before reminder to the payer (DONE confirms receipt,
 * as the Complete button does). Each reply runs the web's own command.
 */
export const tradeSmsReplies: SmsReplies = {
  notices: [
    { code: 'tradeNotices.proposedText', replies: ['accept', 'decline'] },
    { code: 'tradeNotices.counteredText', replies: ['accept', 'decline'] },
    { code: 'tradeNotices.acceptedText', replies: [] },
    { code: 'tradeNotices.deliveredPayerText', replies: ['done'] },
    { code: 'tradeNotices.releasedSoonPayerText', replies: ['done'], urgent: true },
  ],
  replies: [
    {
      name: 'accept',
      words: { en: 'ACCEPT', es: 'ACEPTAR' },
      done: smsMessages.message('accepted'),
      async perform(context, { memberId, subjectId }) {
        await acceptTrade(context, subjectId, memberId);
      },
    },
    {
      name: 'decline',
      words: { en: 'DECLINE', es: 'RECHAZAR' },
      done: smsMessages.message('declined'),
      async perform(context, { memberId, subjectId }) {
        await changeTrade(context, subjectId, { type: 'DeclineTrade', actorId: memberId, now: nowOf(context).toISOString() });
      },
    },
    {
      name: 'done',
      words: { en: 'DONE', es: 'LISTO' },
      done: smsMessages.message('completed'),
      async perform(context, { memberId, subjectId, deps }) {
        await changeTrade(context, subjectId, {
          type: 'CompleteTrade',
          actorId: memberId,
          now: nowOf(context).toISOString(),
          releaseAfterMs: releasePeriodMs(deps.config.AUTO_RELEASE_DAYS),
        });
      },
    },
  ],
  subjectOf: (notification) => notification.trade_id,
  async subjectVersion(store, tradeId) {
    const last = (await store.readStream(streams.trade(tradeId))).at(-1);
    return last ? { version: last.revision, position: last.position } : null;
  },
};
