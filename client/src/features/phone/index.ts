/** What other features use of the phone: the settings page's mobile number and texts. */
export { MobileNumber } from './mobile-number';
