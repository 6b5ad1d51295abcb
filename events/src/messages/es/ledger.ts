import { translate } from '../catalogue';
import { ledgerMessages } from '../ledger';

export const ledgerMessagesEs = translate(ledgerMessages, {
  insufficientCredits: 'No tiene créditos suficientes: tiene {available} disponibles y se necesitan {needed}.',
  invalidAmount: 'Cantidad no válida: escriba un número positivo válido de créditos.',
  holdNeedsAmount: 'Para guardar créditos se necesita una cantidad positiva.',
  alreadyPaid: 'Este intercambio ya se pagó.',
  refundNeedsAmount: 'Una devolución necesita una cantidad de cero o más.',
  pastCreditLine: 'Su saldo está por debajo de su línea de crédito, así que por ahora no puede gastar: primero deben entrar {over} créditos más. No se le quita nada.',
  pastCeiling: 'Este pago llevaría un saldo por encima de lo máximo que puede tener un saldo ({ceiling} créditos).',
  reliefNeedsVerified: 'Las líneas de ayuda son solo para miembros verificados.',
  reliefEndsInPast: 'Una línea de ayuda debe terminar en el futuro.',
  accountClosed: 'Esta cuenta está cerrada.',
  overrideNeedsReason: 'Diga por qué se pasa por encima de la línea de crédito.',
});
