/** What other features use of alerts: the marketplace's "Save this search as an alert" and the settings section. */
export { SaveSearchAsAlert, type SearchToWatch } from './save-alert';
export { AlertSettings } from './alerts-settings';
export { alertQueries } from './queries';
