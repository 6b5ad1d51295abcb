import { formatCents } from '@barteraid/events';
import { tradesMail } from '@barteraid/events/messages/trades-mail';
import { otherParty, defineMailPlans, type TradeFacts } from '../mail/plans';

/** Whom a step is mailed to: the member of the trade who did not take it. */
const toOtherParty = (by: string) => (trade: TradeFacts) => otherParty(trade, by);

/** The mails a trade sends its members: a proposal, a counter-offer, an acceptance, a decline, a delivery, and its end once the credits moved. */
export const tradeMailPlans = defineMailPlans({
  TradeProposed: async ({ data: { tradeId, recipientId, initiatorId } }, { nameOf, tradeMail }) => {
    const name = await nameOf(initiatorId);
    return tradeMail(tradeId, [recipientId], ({ title, amountCents }, _to, language) => ({
      subject: tradesMail.message('proposedSubject', { title }),
      paragraphs: [tradesMail.message('proposed', { name: name(language), title, credits: formatCents(amountCents) }), tradesMail.message('proposedNext')],
    }));
  },
  TradeCountered: async ({ data: { tradeId, by, awaiting, amountCents } }, { nameOf, tradeMail }) => {
    const name = await nameOf(by);
    return tradeMail(tradeId, [awaiting], ({ title }, _to, language) => ({
      subject: tradesMail.message('counteredSubject', { title }),
      paragraphs: [tradesMail.message('countered', { name: name(language), title, credits: formatCents(amountCents) }), tradesMail.message('counteredNext')],
    }));
  },
  TradeAccepted: async ({ data: { tradeId, by } }, { nameOf, tradeMail }) => {
    const name = await nameOf(by);
    return tradeMail(tradeId, toOtherParty(by), ({ title, amountCents }, _to, language) => ({
      subject: tradesMail.message('acceptedSubject', { title }),
      paragraphs: [tradesMail.message('accepted', { name: name(language), title, credits: formatCents(amountCents) }), tradesMail.message('acceptedNext')],
    }));
  },
  TradeDeclined: async ({ data: { tradeId, by } }, { nameOf, tradeMail }) => {
    const name = await nameOf(by);
    return tradeMail(tradeId, toOtherParty(by), ({ title }, _to, language) => ({
      subject: tradesMail.message('declinedSubject', { title }),
      paragraphs: [tradesMail.message('declined', { name: name(language), title }), tradesMail.message('declinedNext')],
    }));
  },
  TradeDelivered: async ({ data: { tradeId, by } }, { nameOf, tradeMail }) => {
    const name = await nameOf(by);
    return tradeMail(tradeId, (trade) => [trade.payerId], ({ title }, _to, language) => ({
      subject: tradesMail.message('deliveredSubject', { title }),
      paragraphs: [tradesMail.message('delivered', { name: name(language), title }), tradesMail.message('deliveredNext')],
    }));
  },
  // One mail per member when a trade ends: a completed trade is mailed once its credits have
  // moved, saying both (the completion and the payment came seconds apart as two mails).
  TradeSettled: async ({ data: { tradeId, outcome, amountCents } }, { tradeMail }) => {
    const credits = formatCents(amountCents);
    if (outcome === 'returned') {
      return tradeMail(tradeId, (trade) => [trade.payerId], ({ title }) => ({
        subject: tradesMail.message('returnedSubject', { title }),
        paragraphs: [tradesMail.message('returned', { title, credits })],
      }));
    }
    return tradeMail(tradeId, (trade) => [trade.payeeId, trade.payerId], ({ title, payeeId }, to) => ({
      subject: tradesMail.message('completedSubject', { title }),
      paragraphs: [tradesMail.message(to === payeeId ? 'paidToYou' : 'paidByYou', { title, credits }), tradesMail.message('completedNext')],
    }));
  },
});
