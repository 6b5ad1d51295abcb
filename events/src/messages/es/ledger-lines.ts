import { translate } from '../catalogue';
import { ledgerLines } from '../ledger-lines';

export const ledgerLinesEs = translate(ledgerLines, {
  welcomeBonus: 'Regalo de bienvenida',
  debtWrittenOff: 'Deuda asumida por la comunidad al cerrar la cuenta',
  heldForTrade: 'Guardado para el intercambio: {title}',
  holdReturned: 'Devuelto: {title}',
  holdReturnedInPartFor: 'Devuelto en parte (reclamo): {title}',
  tradePaidTo: 'Intercambio: {title} (pagado a {name})',
  tradePaidBy: 'Intercambio: {title} (pagado por {name})',
  described: '{description}',
  heldFor: 'Guardado para “{title}”',
  heldForATrade: 'Guardado para un intercambio',
  holdReturnedPlain: 'Devuelto',
  holdReturnedInPart: 'Devuelto en parte (reclamo decidido)',
  paidTo: 'Pagado a {name}',
  receivedFrom: 'Recibido de {name}',
  refundedTo: 'Reembolsado a {name} (reclamo decidido)',
  refundFrom: 'Reembolso de {name} (reclamo decidido)',
  paidToOther: 'Pagado al otro miembro',
  receivedFromOther: 'Recibido del otro miembro',
  refundedToOther: 'Reembolsado al otro miembro (reclamo decidido)',
  refundFromOther: 'Reembolso del otro miembro (reclamo decidido)',
  ruleSettlement: 'Liquidación',
  ruleSystem: 'Sistema',
});
