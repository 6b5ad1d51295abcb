import { translate } from '../catalogue';
import { tradesMail } from '../trades-mail';

export const tradesMailEs = translate(tradesMail, {
  proposedSubject: 'Nueva propuesta de intercambio: {title}',
  proposed: '{name} le propuso un intercambio por “{title}” ({credits} créditos).',
  proposedNext: 'Puede aceptarlo, proponer otras condiciones o rechazarlo.',
  counteredSubject: 'Nueva contraoferta: {title}',
  countered: '{name} propuso nuevas condiciones para “{title}”: {credits} créditos.',
  counteredNext: 'Puede aceptarlas, proponer otras condiciones o rechazarlas.',
  acceptedSubject: 'Intercambio aceptado: {title}',
  accepted: '{name} aceptó el intercambio por “{title}” ({credits} créditos).',
  acceptedNext: 'Los créditos quedan guardados de forma segura hasta que el intercambio termine. Use el chat del intercambio para acordar cuándo y dónde se van a encontrar.',
  declinedSubject: 'Propuesta rechazada: {title}',
  declined: '{name} rechazó el intercambio por “{title}”. No se movió ningún crédito.',
  declinedNext: 'Puede que otros miembros tengan lo que necesita: el mercado muestra las ofertas y necesidades más recientes.',
  deliveredSubject: 'Marcado como entregado: {title}',
  delivered: '{name} dice que ya entregó “{title}”.',
  deliveredNext: 'Si lo recibió, marque el intercambio como hecho para que se entreguen los créditos. Si algo está mal, puede abrir un reclamo desde el intercambio.',
  completedSubject: 'Intercambio completado: {title}',
  paidToYou: 'El intercambio por “{title}” está completo: se sumaron {credits} créditos a su saldo.',
  paidByYou: 'El intercambio por “{title}” está completo: se pagaron {credits} créditos al otro miembro.',
  completedNext: 'Gracias por ayudarse. Puede dejar una opinión sobre el otro miembro desde el intercambio.',
  returnedSubject: 'Créditos devueltos: {title}',
  returned: 'Los {credits} créditos guardados para “{title}” volvieron a su saldo.',
});
