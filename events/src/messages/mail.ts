import { defineMessages } from './catalogue';

/**
 * The words every mail shares: the greeting, the footer, what each link is called, and the chat
 * digest. A link's label is in the member's own voice, like the client's buttons.
 */
export const mailMessages = defineMessages('mail', {
  greeting: 'Hello {firstName},',
  greetingUnnamed: 'Hello,',
  /** A member the read models do not know (any more), where a mail names who did something. */
  someone: 'A member',
  unsubscribe: 'You get this email because of your BarterAid notification settings. To stop emails like this one, open: ',
  unsubscribeLabel: 'unsubscribe',
  ignore: 'If you did not ask for this, you can ignore this email.',
  openTrade: 'Open the trade',
  openDispute: 'Open the dispute',
  openDashboard: 'Open your dashboard',
  verifyAgain: 'Submit your verification again',
  openMembership: 'Open your membership',
  chooseMembership: 'Choose a membership',
  openSite: 'Open BarterAid',
  chooseNewPassword: 'Choose a new password',
  digestSubjectOne: '1 unread message about {title}',
  digestSubject: '{count} unread messages about {title}',
  digestIntroOne: 'You have 1 unread message in the conversation about "{title}":',
  digestIntro: 'You have {count} unread messages in the conversation about "{title}":',
  /** The trade's title when it is not known (any more). */
  digestYourTrade: 'your trade',
  digestLine: '{name}: {content}',
  digestReply: 'Reply in the conversation',
});
