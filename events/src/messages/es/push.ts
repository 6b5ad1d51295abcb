import { translate } from '../catalogue';
import { pushMessages } from '../push';

export const pushMessagesEs = translate(pushMessages, {
  endpointInvalid: 'La dirección de notificaciones no es una URL válida.',
  endpointNotAllowed:
    'La dirección de notificaciones debe ser una dirección https:// de un servicio de notificaciones de navegador (Google, Mozilla, Apple o Microsoft).',
  keyInvalid: 'La clave pública del navegador para las notificaciones no es válida.',
  authInvalid: 'El secreto del navegador para las notificaciones no es válido.',
  tooManyDevices: 'Las notificaciones ya están activadas en {count} dispositivos. Desactive uno en su configuración primero.',
  turnedOn: 'Las notificaciones están activadas en este dispositivo.',
  notConfigured: 'Las notificaciones en dispositivos no están configuradas en este servidor.',
  turnedOff: 'Las notificaciones están desactivadas en ese dispositivo.',
});
