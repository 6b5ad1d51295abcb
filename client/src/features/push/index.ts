/** What other features use of push: the settings page's notifications on this member's devices. */
export { DeviceNotifications } from './device-notifications';
export { pushQueries } from './queries';
