import { otherParty, defineMailPlans } from '../mail/plans';
import { credits } from '../mail/languages';

/** The mails a trade sends its members: a proposal, a counter-offer, an acceptance, a decline, a delivery, and its end once the credits moved. */
export const tradeMailPlans = defineMailPlans({
  TradeProposed: async (event, { nameOf, tradeMail }) => {
  const { tradeId, recipientId, initiatorId } = event.data;
  const name = await nameOf(initiatorId);
  return tradeMail(tradeId, [recipientId], (trade) => ({
    en: {
      subject: `New trade proposal: ${trade.title}`,
      paragraphs: [
        `${name.en} proposed a trade for "${trade.title}" (${credits.en(trade.amountCents)}).`,
        'You can accept it, suggest other terms or decline it.',
      ],
    },
    es: {
      subject: `Nueva propuesta de intercambio: ${trade.title}`,
      paragraphs: [
        `${name.es} le propuso un intercambio por “${trade.title}” (${credits.es(trade.amountCents)}).`,
        'Puede aceptarlo, proponer otras condiciones o rechazarlo.',
      ],
    },
  }));
  },
  TradeCountered: async (event, { nameOf, tradeMail }) => {
  const { tradeId, by, awaiting, amountCents } = event.data;
  const name = await nameOf(by);
  return tradeMail(tradeId, [awaiting], (trade) => ({
    en: {
      subject: `New counter-offer: ${trade.title}`,
      paragraphs: [
        `${name.en} suggested new terms for "${trade.title}": ${credits.en(amountCents)}.`,
        'You can accept them, suggest other terms or decline.',
      ],
    },
    es: {
      subject: `Nueva contraoferta: ${trade.title}`,
      paragraphs: [
        `${name.es} propuso nuevas condiciones para “${trade.title}”: ${credits.es(amountCents)}.`,
        'Puede aceptarlas, proponer otras condiciones o rechazarlas.',
      ],
    },
  }));
  },
  TradeAccepted: async (event, { facts, none, nameOf, tradeMail }) => {
  const { tradeId, by } = event.data;
  const name = await nameOf(by);
  const trade = await facts.trade(tradeId);
  if (!trade) return none;
  return tradeMail(tradeId, otherParty(trade, by), (each) => ({
    en: {
      subject: `Trade accepted: ${each.title}`,
      paragraphs: [
        `${name.en} accepted the trade for "${each.title}" (${credits.en(each.amountCents)}).`,
        'The credits are held safely until the trade is complete. Use the trade\'s chat to agree when and where to meet.',
      ],
    },
    es: {
      subject: `Intercambio aceptado: ${each.title}`,
      paragraphs: [
        `${name.es} aceptó el intercambio por “${each.title}” (${credits.es(each.amountCents)}).`,
        'Los créditos quedan guardados de forma segura hasta que el intercambio termine. Use el chat del intercambio para acordar cuándo y dónde se van a encontrar.',
      ],
    },
  }));
  },
  TradeDeclined: async (event, { facts, none, nameOf, tradeMail }) => {
  const { tradeId, by } = event.data;
  const name = await nameOf(by);
  const trade = await facts.trade(tradeId);
  if (!trade) return none;
  return tradeMail(tradeId, otherParty(trade, by), (each) => ({
    en: {
      subject: `Proposal declined: ${each.title}`,
      paragraphs: [
        `${name.en} declined the trade for "${each.title}". No credits moved.`,
        'Other members may have what you need: the marketplace shows the newest offers and needs.',
      ],
    },
    es: {
      subject: `Propuesta rechazada: ${each.title}`,
      paragraphs: [
        `${name.es} rechazó el intercambio por “${each.title}”. No se movió ningún crédito.`,
        'Puede que otros miembros tengan lo que necesita: el mercado muestra las ofertas y necesidades más recientes.',
      ],
    },
  }));
  },
  TradeDelivered: async (event, { facts, none, nameOf, tradeMail }) => {
  const { tradeId, by } = event.data;
  const name = await nameOf(by);
  const trade = await facts.trade(tradeId);
  if (!trade) return none;
  return tradeMail(tradeId, [trade.payerId], (each) => ({
    en: {
      subject: `Marked as delivered: ${each.title}`,
      paragraphs: [
        `${name.en} says they have delivered "${each.title}".`,
        'If you received it, please mark the trade complete so the credits are released. If something is wrong, you can open a dispute from the trade.',
      ],
    },
    es: {
      subject: `Marcado como entregado: ${each.title}`,
      paragraphs: [
        `${name.es} dice que ya entregó “${each.title}”.`,
        'Si lo recibió, marque el intercambio como hecho para que se entreguen los créditos. Si algo está mal, puede abrir un reclamo desde el intercambio.',
      ],
    },
  }));
  },
  TradeSettled: async (event, { facts, none, tradeMail }) => {
  // One mail per member when a trade ends: a completed trade is mailed once its credits have
  // moved, saying both (the completion and the payment came seconds apart as two mails).
  const { tradeId, outcome, amountCents } = event.data;
  const trade = await facts.trade(tradeId);
  if (!trade) return none;
  const to = outcome === 'paid' ? [trade.payeeId, trade.payerId] : [trade.payerId];
  return tradeMail(tradeId, to, (each, memberId) => ({
    en: {
      subject: outcome === 'paid' ? `Trade complete: ${each.title}` : `Credits returned: ${each.title}`,
      paragraphs:
        outcome === 'returned'
          ? [`The ${credits.en(amountCents)} held for "${each.title}" are back in your balance.`]
          : [
              memberId === each.payeeId
                ? `The trade for "${each.title}" is complete: ${credits.en(amountCents)} have been added to your balance.`
                : `The trade for "${each.title}" is complete: ${credits.en(amountCents)} have been paid to the other member.`,
              'Thank you for helping each other. You can leave a reference for the other member from the trade.',
            ],
    },
    es: {
      subject: outcome === 'paid' ? `Intercambio completado: ${each.title}` : `Créditos devueltos: ${each.title}`,
      paragraphs:
        outcome === 'returned'
          ? [`Los ${credits.es(amountCents)} guardados para “${each.title}” volvieron a su saldo.`]
          : [
              memberId === each.payeeId
                ? `El intercambio por “${each.title}” está completo: se sumaron ${credits.es(amountCents)} a su saldo.`
                : `El intercambio por “${each.title}” está completo: se pagaron ${credits.es(amountCents)} al otro miembro.`,
              'Gracias por ayudarse. Puede dejar una opinión sobre el otro miembro desde el intercambio.',
            ],
    },
  }));
  },
});
