import { translate } from '../catalogue';
import { tradesMessages } from '../trades';

export const tradesMessagesEs = translate(tradesMessages, {
  notFound: 'No encontramos este intercambio.',
  listingInactive: 'Este anuncio ya no está activo. No se puede intercambiar.',
  selfTrade: 'No puede hacer un intercambio con usted mismo.',
  alreadyProposed: 'Este intercambio ya se propuso.',
  closed: 'Este intercambio ya está {status}.',
  alreadyAccepted: 'Este intercambio ya se aceptó.',
  notYourTurn: 'Esta propuesta espera la respuesta de la otra persona.',
  counterOnlyPending: 'Solo se puede hacer una contraoferta a una propuesta pendiente; este intercambio ya se aceptó.',
  counterUnchanged: 'Para hacer una contraoferta, cambie la cantidad o las condiciones.',
  declineAccepted: 'Un intercambio aceptado no se puede rechazar; cancélelo.',
  completeNotAccepted: 'Este intercambio debe aceptarse antes de marcarlo como terminado.',
  scheduleInPast: 'Elija una fecha y hora que todavía no hayan pasado.',
  notSettleable: 'Este intercambio no tiene nada que pagar.',
  disputeFrozen: 'Este intercambio tiene un reclamo: sus créditos se quedan donde están hasta que un administrador decida.',
  alreadyDisputed: 'Este intercambio ya tiene un reclamo.',
  disputeTooLate: 'Un intercambio terminado se puede reclamar durante {days} días después de terminar; este terminó antes.',
  disputeNotHeld: 'Solo se puede reclamar un intercambio aceptado o terminado.',
  noOpenDispute: 'Este intercambio no tiene un reclamo abierto sobre créditos guardados.',
  proposerCannotPay: 'Ahora puede gastar hasta {available} créditos.',
  otherCannotPay: 'La otra persona no tiene créditos suficientes para este intercambio ahora.',
  changedWhileAccepting: 'Este intercambio cambió mientras lo aceptaba. Revíselo e intente de nuevo.',
  proposalPending: 'Ya tiene una propuesta pendiente en este anuncio. Espere la respuesta, o cancélela para proponer de nuevo.',
});
