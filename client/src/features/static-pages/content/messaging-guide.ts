import type { StaticContent } from '../types';

export const content: StaticContent = {
  title: 'Messaging Guide',
  intro: 'How to talk with other members about a trade, agree on terms and close the deal.',
  sections: [
    {
      heading: 'Where conversations live',
      blocks: [
        'Every conversation belongs to a trade. When you contact a member from a listing, a trade proposal is created and the chat opens in Messages. Your conversations are grouped by trade, with unread counts and the last message shown.',
        { links: [{ to: '/messages', label: 'Open Messages' }, { to: '/marketplace', label: 'Find something to trade' }] },
      ],
    },
    {
      heading: 'Starting well',
      blocks: [
        {
          list: [
            'Say what you are offering or need, and how many credits you propose.',
            'Mention your general area and when you are available.',
            'Ask questions about condition, size or experience before you accept.',
          ],
        },
      ],
    },
    {
      heading: 'Trade actions in the chat',
      blocks: [
        {
          list: [
            'Accept: the member who received the proposal agrees to it. Credits are then held.',
            'Mark Complete: either side confirms the exchange happened and the credits move.',
            'Mark Urgent: flags the conversation so the other member sees it first.',
            'Schedule: suggests a time and place to meet.',
          ],
        },
      ],
    },
    {
      heading: 'Notifications',
      blocks: [
        'The bell in the header shows new messages and trade updates as they happen. Open it to see recent notifications or mark them all read. You also get a short on-screen notice when a message arrives.',
      ],
    },
    {
      heading: 'Good manners',
      blocks: [
        {
          list: [
            'Reply within a day, even if only to say no thank you.',
            'Keep it about the trade; no pressure, no insults, no unrelated offers.',
            'Keep personal details to what is needed to meet.',
            'If a conversation makes you uncomfortable, stop replying and report it.',
          ],
        },
        { links: [{ to: '/guidelines', label: 'Community guidelines' }, { to: '/report', label: 'Report a conversation' }] },
      ],
    },
  ],
};
