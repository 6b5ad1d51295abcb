/** What other features use of sign-in: its card frame, the helpline notice and the sign-in path that comes back. */
export { AuthCard } from './auth-card';
export { HelplineNotice } from './helpline-notice';
export { loginPathFor } from './return-path';
