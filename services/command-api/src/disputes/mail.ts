import { formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { disputesMail } from '@barteraid/events/messages/disputes-mail';
import { linkLabels, defineMailPlans } from '../mail/plans';

/** The mails a dispute sends the trade's members: when it is opened, and what each got from the decision. */
export const disputeMailPlans = defineMailPlans({
  DisputeOpened: async ({ data: { tradeId, openedBy, payerId, payeeId, listingTitle } }, { nameOf, mailTo, disputeUrl }) => {
    const name = await nameOf(openedBy);
    const to = [payerId, payeeId].filter((id) => id !== openedBy);
    return mailTo(
      to,
      'disputes',
      (_to, language) => ({
        subject: disputesMail.message('openedSubject', { title: listingTitle }),
        paragraphs: [disputesMail.message('opened', { name: name(language), title: listingTitle }), disputesMail.message('openedNext')],
      }),
      linkLabels.dispute,
      disputeUrl(tradeId),
    );
  },
  DisputeDecided: async ({ data: { tradeId, payeeCents, payerCents, note } }, { facts, none, mailTo, disputeUrl }) => {
    const trade = await facts.trade(tradeId);
    if (!trade) return none;
    const { title } = trade;
    // Each member reads what they got: the payee what was paid to them, the payer what came back.
    const outcome = (memberId: string): MessageData => {
      if (memberId === trade.payeeId) {
        return payeeCents > 0 ? disputesMail.message('paidToYou', { title, credits: formatCents(payeeCents) }) : disputesMail.message('nothingPaidToYou', { title });
      }
      return payerCents > 0 ? disputesMail.message('cameBack', { title, credits: formatCents(payerCents) }) : disputesMail.message('nothingCameBack', { title });
    };
    const written = note.trim();
    return mailTo(
      [trade.payerId, trade.payeeId],
      'disputes',
      (memberId) => ({
        subject: disputesMail.message('decidedSubject', { title }),
        paragraphs: [outcome(memberId), ...(written ? [disputesMail.message('note', { note: written })] : [])],
      }),
      linkLabels.dispute,
      disputeUrl(tradeId),
    );
  },
});
