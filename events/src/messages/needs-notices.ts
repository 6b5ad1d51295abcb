import { defineMessages } from './catalogue';

/**
 * What the bell tells an owner about their listing's time: "Still needed?" a day before it expires,
 * and that it expired. `{title}` is the listing's title, `{date}` an ISO time (UTC).
 */
export const needsNotices = defineMessages('needsNotices', {
  stillNeeded: 'Still needed?',
  stillNeededText: 'Your need "{title}" leaves the marketplace on {date} UTC. Renew it from your dashboard if you still need it.',
  stillAvailable: 'Still available?',
  stillAvailableText: 'Your offer "{title}" leaves the marketplace on {date} UTC. Renew it from your dashboard if you can still give it.',
  expired: 'Listing expired',
  expiredText: 'Your listing "{title}" has left the marketplace. It waits on your dashboard: renew it to put it back.',
});
