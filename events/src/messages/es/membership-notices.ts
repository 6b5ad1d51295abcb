import { translate } from '../catalogue';
import { membershipNotices } from '../membership-notices';

export const membershipNoticesEs = translate(membershipNotices, {
  approved: 'Membresía aprobada',
  approvedText: 'Su solicitud para {tier} fue aprobada. Su membresía ahora es {tier}.',
  approvedNote: 'Su solicitud para {tier} fue aprobada. Su membresía ahora es {tier}. {reason}',
  declined: 'Solicitud de membresía rechazada',
  declinedText: 'Su solicitud para {tier} no fue aprobada. Motivo: {reason} Puede solicitarla otra vez.',
  paymentReceived: 'Recibimos su pago',
  paymentReceivedText: 'Recibimos su pago. Ya tiene la membresía estándar. Gracias por apoyar a BarterAid.',
  paymentFailed: 'El pago no se hizo',
  paymentFailedText: 'No pudimos cobrar su pago de membresía de {amount} {currency}. Su banco puede intentarlo otra vez. También puede cambiar su tarjeta en la página de membresía.',
  standardEnded: 'Terminó la membresía estándar',
  standardEndedText: 'Su membresía estándar terminó. Su cuenta, sus anuncios y sus créditos se quedan. Puede suscribirse otra vez cuando quiera.',
  standardEndedUnpaid:
    'Su membresía estándar terminó porque no se pudo cobrar el pago. Su cuenta, sus anuncios y sus créditos se quedan. Puede suscribirse otra vez cuando quiera.',
  trialEndsInDay: 'Su prueba de invitado termina en {days} día',
  trialEndsInDays: 'Su prueba de invitado termina en {days} días',
  trialEndsOn: 'Su prueba de invitado termina el {date}. Elija una membresía para seguir con sus beneficios. Su cuenta, sus anuncios y sus créditos se quedan de todos modos.',
  trialEnded: 'Terminó su prueba de invitado',
  trialEndedText: 'Su prueba de invitado terminó. Su cuenta, sus anuncios y sus créditos se quedan. Elija una membresía para seguir con sus beneficios.',
  freeTierGranted: 'Le dimos una membresía gratis',
  freeTierGrantedText: 'Su verificación le da derecho a {tier}, y ya es su membresía.',
  freeTierOffered: 'Tiene una membresía gratis disponible',
  freeTierOfferedText: 'Su verificación le da derecho a {tier}. Acéptela en la página de membresía.',
});
