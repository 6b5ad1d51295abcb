import { defineMessages, translate } from './catalogue';

/**
 * The server's own words that fill a part of a message (`{tier}`, `{type}`): the message carries
 * the enum value (`standard`, `ebt`) and each language writes it in its own words.
 */
export const tierWords = defineMessages('tier', {
  standard: 'Standard Member',
  guest_trial: 'Guest Trial',
  free_assistance: 'Assistance Member',
  emergency_business: 'Emergency Services Business',
});

export const verificationTypeWords = defineMessages('verificationType', {
  ebt: 'EBT cardholder',
  church: 'church organization',
  government: 'government',
  business: 'emergency-service business',
});

/** Where a trade or a verification stands (`{status}`): the words English has always written. */
export const statusWords = defineMessages('status', {
  completed: 'completed',
  declined: 'declined',
  cancelled: 'cancelled',
  approved: 'approved',
  rejected: 'rejected',
});

export const tierWordsEs = translate(tierWords, {
  standard: 'Miembro estándar',
  guest_trial: 'Prueba de invitado',
  free_assistance: 'Miembro de asistencia',
  emergency_business: 'Negocio de servicios de emergencia',
});

export const verificationTypeWordsEs = translate(verificationTypeWords, {
  ebt: 'tarjeta EBT',
  church: 'iglesia',
  government: 'gobierno',
  business: 'negocio de servicios de emergencia',
});

export const statusWordsEs = translate(statusWords, {
  completed: 'terminado',
  declined: 'rechazado',
  cancelled: 'cancelado',
  approved: 'aprobado',
  rejected: 'rechazado',
});
