import type { Messages } from '../types';

/** Las palabras que el servidor pone dentro de sus textos: el tipo de membresía y el tipo de verificación. */
export const serverWords: Messages['serverWords'] = {
  tier: {
    standard: 'Miembro estándar',
    guest_trial: 'Prueba de invitado',
    free_assistance: 'Miembro de asistencia',
    emergency_business: 'Negocio de servicios de emergencia',
  },
  verificationType: {
    ebt: 'tarjeta EBT',
    church: 'iglesia',
    government: 'gobierno',
    business: 'negocio de servicios de emergencia',
  },
};
