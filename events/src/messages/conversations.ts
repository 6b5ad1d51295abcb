import { defineMessages } from './catalogue';

/** Messages between the two members of a trade, and with the BarterAid team. */
export const conversationsMessages = defineMessages('conversations', {
  wrongRecipient: 'Messages about a trade can only be sent to the other member of that trade.',
  empty: 'Message cannot be empty.',
  tooLong: 'Message must be at most {max} characters.',
  markedRead: 'Conversation marked as read.',
  sentToTeam: 'Message sent to the BarterAid team.',
});
