/** What other features use of notifications: the unread-message count, and which conversation is on screen. */
export { useUnreadMessages } from './unread-messages';
export { useConversationOnScreen } from './conversation-on-screen';
