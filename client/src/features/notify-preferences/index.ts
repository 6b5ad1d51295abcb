/** What the settings page uses of the member's notification choices: their clock and the kind × channel table. */
export { TimeZoneForm } from './time-zone-form';
export { NotificationChoices } from './notification-choices';
export { notifySettingsQuery } from './queries';
