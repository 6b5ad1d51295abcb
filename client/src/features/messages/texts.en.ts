/** The messages page: conversations, one trade's chat and the team's thread row. */
export const messages = {
  title: 'Messages',
  listLabel: 'Conversation list',
  conversation: 'Conversation',
  choose: 'Choose a conversation to see the trade and its messages.',
  search: 'Search conversations',
  searchPlaceholder: 'Search names, listings, messages',
  listError: 'Your conversations could not be loaded right now.',
  noMatch: 'No conversations match your search.',
  none: 'No conversations yet. Use Contact on a listing in the marketplace to start a trade.',
  conversations: 'Conversations',
  credits: '{{amount}} credits',
  notFound: 'This conversation could not be found.',
  back: 'Back to conversations',
  about: 'About ',
  messagesLabel: 'Messages',
  empty: 'No messages yet. Say hello and agree on the details.',
  wrote: '{{name}} wrote:',
  read: ' · Read',
  message: 'Message',
  placeholder: 'Message {{username}}',
  send: 'Send',
  sendLabel: 'Send message',
  sendFailed: 'Failed to send message',
  team: 'BarterAid team',
  pinned: '(pinned)',
  teamThread: {
    back: 'Back to conversations',
    intro: 'Messages from the people who run BarterAid',
    empty: 'No messages from the team yet. You can write to them here.',
    placeholder: 'Reply to the BarterAid team',
    loading: 'Loading messages…',
    loadFailed: 'This conversation could not be loaded right now.',
    said: '{{who}}, {{when}}',
    yourReply: 'Your reply',
    sendReply: 'Send reply',
  },
};

declare module '../../i18n/types' {
  interface AppTexts {
    messages: typeof messages;
  }
}
