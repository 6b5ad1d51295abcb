import type { Messages } from '../types';

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
