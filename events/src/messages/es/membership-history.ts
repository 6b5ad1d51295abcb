import { translate } from '../catalogue';
import { membershipHistory, membershipHistoryTiers } from '../membership-history';

export const membershipHistoryEs = translate(membershipHistory, {
  choseStandardAtRegistration: 'Eligió Estándar (al registrarse); espera el primer pago',
  choseStandardOnPage: 'Eligió Estándar (en la página de membresía); espera el primer pago',
  subscriptionStarted: 'Comenzó la suscripción con tarjeta ({subscription})',
  paymentReceived: 'Pago recibido: {amount} (factura {invoice})',
  paymentFailed: 'Pago fallido: {amount} (factura {invoice})',
  standardActiveUntil: 'Estándar activa hasta el {isoDay}, con renovación',
  standardActive: 'Estándar activa',
  pastDue: 'Estándar vencida: no se pagó una renovación; el proveedor de la tarjeta lo vuelve a intentar',
  cancelledAtPeriodEnd: 'Cancelada por el miembro; Estándar termina al final del periodo pagado',
  cancelled: 'Cancelada por el miembro; Estándar termina el {isoDay}',
  lapsedUnpaid: 'Estándar terminó (sin pagar): no tiene membresía activa',
  lapsedCancelled: 'Estándar terminó (cancelada): no tiene membresía activa',
  trialStarted: 'Comenzó la prueba de invitado (código {code}, invitado por {invitedBy}), termina el {isoDay}',
  trialReminderOne: 'Se le recordó que la prueba de invitado termina en 1 día',
  trialReminder: 'Se le recordó que la prueba de invitado termina en {days} días',
  trialEnded: 'Terminó la prueba de invitado: no tiene membresía activa',
  applicationApproved: 'Solicitud aprobada: {tierName}',
  freeTierGrantedOffer: '{tierName} otorgada después de la verificación ({verification}) (oferta aceptada)',
  freeTierGrantedRegistered: '{tierName} otorgada después de la verificación ({verification}) (elegida al registrarse)',
  freeTierGrantedApplied: '{tierName} otorgada después de la verificación ({verification}) (solicitada)',
  freeTierOffered: '{tierName} ofrecida después de la verificación ({verification})',
  asWritten: '{summary}',
});

export const membershipHistoryTiersEs = translate(membershipHistoryTiers, {
  standard: 'Estándar',
  free_assistance: 'Asistencia (gratis)',
  emergency_business: 'Negocio de servicios de emergencia (gratis)',
  guest_trial: 'Prueba de invitado',
});
