import { defineMessages, translate } from './catalogue';

/** What the push feature answers: refused subscriptions and the device limit. */
export const pushMessages = defineMessages('push', {
  endpointInvalid: 'The push address is not a valid URL.',
  endpointNotAllowed: 'The push address must be an https:// address of a browser push service (Google, Mozilla, Apple or Microsoft).',
  keyInvalid: "The browser's public key for notifications is not valid.",
  authInvalid: "The browser's secret for notifications is not valid.",
  tooManyDevices: 'Notifications are on for {count} devices already. Turn one off in your settings first.',
  turnedOn: 'Notifications are on for this device.',
  turnedOff: 'Notifications are off for that device.',
});

export const pushMessagesEs = translate(pushMessages, {
  endpointInvalid: 'La dirección de notificaciones no es una URL válida.',
  endpointNotAllowed:
    'La dirección de notificaciones debe ser una dirección https:// de un servicio de notificaciones de navegador (Google, Mozilla, Apple o Microsoft).',
  keyInvalid: 'La clave pública del navegador para las notificaciones no es válida.',
  authInvalid: 'El secreto del navegador para las notificaciones no es válido.',
  tooManyDevices: 'Las notificaciones ya están activadas en {count} dispositivos. Desactive uno en su configuración primero.',
  turnedOn: 'Las notificaciones están activadas en este dispositivo.',
  turnedOff: 'Las notificaciones están desactivadas en ese dispositivo.',
});
