import { defineMessages } from './catalogue';

/** Answers about the bell's notifications. */
export const bellMessages = defineMessages('bell', {
  markedRead: 'Notifications marked as read.',
  allMarkedRead: 'All notifications marked as read.',
});
