import { defineMessages } from './catalogue';

/** What the push feature answers: refused subscriptions and the device limit. */
export const pushMessages = defineMessages('push', {
  endpointInvalid: 'The push address is not a valid URL.',
  endpointNotAllowed: 'The push address must be an https:// address of a browser push service (Google, Mozilla, Apple or Microsoft).',
  keyInvalid: "The browser's public key for notifications is not valid.",
  authInvalid: "The browser's secret for notifications is not valid.",
  tooManyDevices: 'Notifications are on for {count} devices already. Turn one off in your settings first.',
  turnedOn: 'Notifications are on for this device.',
  notConfigured: 'Notifications on devices are not set up on this server.',
  turnedOff: 'Notifications are off for that device.',
});
