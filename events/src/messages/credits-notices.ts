import { defineMessages } from './catalogue';

/** What the bell tells a member about credits added to their balance outside a trade. */
export const creditNotices = defineMessages('creditNotices', {
  welcome: 'Welcome to BarterAid',
  welcomeText: '{amount} welcome credits were added to your balance.',
  issued: 'Credits issued',
  issuedText: '{amount} credits were added to your balance: {reason}',
});
