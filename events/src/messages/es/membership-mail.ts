import { translate } from '../catalogue';
import { membershipMail, membershipMailTiers } from '../membership-mail';

export const membershipMailEs = translate(membershipMail, {
  approvedSubject: 'Su solicitud de membresía fue aprobada',
  approved: 'Buenas noticias: su solicitud de la membresía {membershipTier} fue aprobada.',
  teamNote: 'Nota del equipo: {reason}',
  rejectedSubject: 'Sobre su solicitud de membresía',
  rejected: 'No pudimos aprobar su solicitud de la membresía {membershipTier}.',
  reason: 'El motivo: {reason}',
  trialEndsSubjectOne: 'Su prueba de invitado termina en 1 día',
  trialEndsSubject: 'Su prueba de invitado termina en {days} días',
  trialEnds: 'Su prueba de invitado de 60 días en BarterAid termina el {on}.',
  trialChoose:
    'Para seguir con una membresía después, elija una en la página de membresía: la estándar ($10 al mes) o una gratis si califica después de verificarse. Su cuenta, sus anuncios y sus créditos se mantienen en cualquier caso.',
  trialEndedSubject: 'Su prueba de invitado terminó',
  trialEnded: 'Su prueba de invitado de 60 días en BarterAid terminó. Su cuenta, sus anuncios y sus créditos se mantienen.',
  trialEndedChoose: 'Elija una membresía en la página de membresía para seguir con sus beneficios.',
  paymentFailedSubject: 'No pudimos cobrar el pago de su membresía',
  paymentFailed: 'Su banco rechazó el pago de {payment} de su membresía estándar. El proveedor de la tarjeta lo va a intentar otra vez en los próximos días.',
  paymentFailedCard: 'Si cambió de tarjeta, puede suscribirse otra vez con la nueva desde la página de membresía.',
  lapsedSubject: 'Su membresía estándar terminó',
  lapsedUnpaid: 'Su membresía estándar terminó porque no se pudo cobrar el pago.',
  lapsedCancelled: 'Su membresía estándar terminó, como usted lo pidió.',
  lapsedStay: 'Su cuenta, sus anuncios y sus créditos se mantienen. Puede suscribirse otra vez cuando quiera.',
});

export const membershipMailTiersEs = translate(membershipMailTiers, {
  standard: 'estándar',
  free_assistance: 'de asistencia',
  emergency_business: 'de negocio de emergencia',
  guest_trial: 'de prueba de invitado',
});
