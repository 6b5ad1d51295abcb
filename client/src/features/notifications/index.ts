/** What other features use of notifications: the unread-message count. */
export { useUnreadMessages } from './unread-messages';
