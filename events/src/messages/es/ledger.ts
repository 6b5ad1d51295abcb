import { translate } from '../catalogue';
import { ledgerMessages } from '../ledger';

export const ledgerMessagesEs = translate(ledgerMessages, {
  insufficientCredits: 'No tiene créditos suficientes: tiene {available} disponibles y se necesitan {needed}.',
  invalidAmount: 'Cantidad no válida: escriba un número positivo válido de créditos.',
  holdNeedsAmount: 'Para guardar créditos se necesita una cantidad positiva.',
  alreadyPaid: 'Este intercambio ya se pagó.',
  refundNeedsAmount: 'Una devolución necesita una cantidad de cero o más.',
});
