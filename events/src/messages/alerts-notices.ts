import { defineMessages } from './catalogue';

/**
 * What alerts tell a member: the bell's rows (stored as `{code, params}`, written in the reader's
 * language when read) and the digest mail's words.
 */
export const alertNotices = defineMessages('alertNotices', {
  matchedOffer: 'New offer for your alert',
  matchedNeed: 'New need for your alert',
  matchedUrgentNeed: 'Urgent need for your alert',
  matchedText: '"{title}" matches one of your saved alerts.',
  matchedUrgentText: 'Urgent need: "{title}" matches one of your saved alerts.',
  urgentNeed: 'Urgent need near you',
  urgentNeedText: '"{title}" was just posted near you. You asked to hear about urgent needs nearby.',
  digestDailySubject: 'New listings for your alerts today',
  digestWeeklySubject: 'New listings for your alerts this week',
  digestIntro: '{count} new listings match your alerts:',
  digestItem: '{title} ({type}): {url}',
  offer: 'offer',
  need: 'need',
  stopAlert: 'Stop this alert: {url}',
  openMarketplace: 'Open the marketplace',
  digestFooter: 'Each alert above has its own link to stop it. Manage all your alerts in Settings.',
});
