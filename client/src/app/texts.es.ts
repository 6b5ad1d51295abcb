import type { Messages } from '../i18n/types';

export const common: Messages['common'] = {
  loading: 'Cargando…',
  checkingSession: 'Revisando su sesión…',
  tryAgain: 'Intentar de nuevo',
  pleaseTryAgain: 'Intente de nuevo, por favor.',
  cancel: 'Cancelar',
  close: 'Cerrar',
  error: 'Hubo un problema',
  optional: '(opcional)',
  credits: '{{amount}} créditos',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  you: 'Usted',
  youPrefix: 'Usted: ',
  unread: '{{count}} sin leer',
  starsOutOf5: '{{rating}} de 5 estrellas',
};

/** Un miembro sin conexión: la copia guardada y lo que espera para enviarse. */
export const offline: Messages['offline'] = {
  lastUpdated: 'Sin conexión — actualizado {{time}}',
  readOnly: 'Mensajes y anuncios nuevos se envían después; lo demás necesita conexión.',
  waitingTitle: 'Esperando para enviar',
  waiting: 'Esperando para enviar',
  waitingMessage: 'Mensaje: {{text}}',
  waitingListing: 'Anuncio: {{title}}',
  listingKept: 'Guardado en este dispositivo',
  listingKeptDescription: 'Su anuncio se publicará cuando vuelva la conexión.',
  refused: 'No se pudo enviar',
  tradeActionsOffline: 'Las acciones del intercambio necesitan conexión.',
  needsConnection: 'No tiene conexión. Esto necesita conexión: no se envió nada. Inténtelo de nuevo cuando vuelva la conexión.',
};
