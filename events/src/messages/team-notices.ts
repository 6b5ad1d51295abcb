import { defineMessages } from './catalogue';

/**
 * The team's personal message in the bell: the subject and the message stay as the team wrote
 * them; only the words around them follow the reader's language.
 */
export const teamNotices = defineMessages('teamNotices', {
  messageTitle: 'Message from BarterAid: {subject}',
  messageText: '{message}',
  /** Who speaks for BarterAid in the member's thread with the team. */
  team: 'BarterAid team',
});
