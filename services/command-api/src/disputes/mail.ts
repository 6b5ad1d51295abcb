import { letters, linkLabels, defineMailPlans, type Words } from '../mail/plans';
import { credits, type InEach } from '../mail/languages';

/** The mails a dispute sends the trade's members: when it is opened, and what each got from the decision. */
export const disputeMailPlans = defineMailPlans({
  DisputeOpened: async (event, { nameOf, disputeUrl }) => {
  const { tradeId, openedBy, payerId, payeeId, listingTitle } = event.data;
  const to = [payerId, payeeId].filter((id) => id !== openedBy);
  const name = await nameOf(openedBy);
  const words: InEach<Words> = {
    en: {
      subject: `A dispute was opened: ${listingTitle}`,
      paragraphs: [
        `${name.en} opened a dispute about the trade for "${listingTitle}".`,
        'An administrator will look at it. You can tell your side in the dispute\'s thread.',
      ],
    },
    es: {
      subject: `Se abrió un reclamo: ${listingTitle}`,
      paragraphs: [
        `${name.es} abrió un reclamo sobre el intercambio por “${listingTitle}”.`,
        'Un administrador lo va a revisar. Puede contar lo que pasó desde su lado en la conversación del reclamo.',
      ],
    },
  };
  return {
    mails: to.map((memberId) => ({ memberId, kind: 'disputes' as const, letter: letters(words, linkLabels.dispute, disputeUrl(tradeId)) })),
    digests: [],
  };
  },
  DisputeDecided: async (event, { facts, none, disputeUrl }) => {
  // Each member reads what they got: the payee what was paid to them, the payer what came back.
  const { tradeId, payeeCents, payerCents, note } = event.data;
  const trade = await facts.trade(tradeId);
  if (!trade) return none;
  const outcome = (memberId: string): InEach<string> =>
    memberId === trade.payeeId
      ? {
          en: payeeCents > 0 ? `${credits.en(payeeCents)} were paid to you.` : 'Nothing was paid to you: the credits went back to the member who paid.',
          es: payeeCents > 0 ? `Se le pagaron ${credits.es(payeeCents)}.` : 'No se le pagó nada: los créditos volvieron al miembro que pagó.',
        }
      : {
          en: payerCents > 0 ? `${credits.en(payerCents)} came back to you.` : 'Nothing came back to you: the credits were paid to the other member.',
          es: payerCents > 0 ? `Le volvieron ${credits.es(payerCents)}.` : 'No le volvió nada: los créditos se pagaron al otro miembro.',
        };
  const words = (memberId: string): InEach<Words> => ({
    en: {
      subject: `The dispute was decided: ${trade.title}`,
      paragraphs: [
        `An administrator decided the dispute about "${trade.title}". ${outcome(memberId).en}`,
        ...(note.trim() ? [`Their note: ${note.trim()}`] : []),
      ],
    },
    es: {
      subject: `Se decidió el reclamo: ${trade.title}`,
      paragraphs: [
        `Un administrador decidió el reclamo sobre “${trade.title}”. ${outcome(memberId).es}`,
        ...(note.trim() ? [`Nota del administrador: ${note.trim()}`] : []),
      ],
    },
  });
  return {
    mails: [trade.payerId, trade.payeeId].map((memberId) => ({
      memberId,
      kind: 'disputes' as const,
      letter: letters(words(memberId), linkLabels.dispute, disputeUrl(tradeId)),
    })),
    digests: [],
  };
  },
});
