import { streams } from '@barteraid/events';
import { smsMessages } from '@barteraid/events/messages/sms';
import type { SmsReplies } from '../sms/replies';
import { renewListing } from './renew';

/** The listing a "Still needed?" notification opens (`/listings/<id>`). */
const LISTING_LINK = /^\/listings\/([0-9a-f-]{36})$/;

/**
 * "Still needed?" (and "Still available?" for an offer) a day before a listing expires: texted
 * when left unread, with YES / SI, which renews the listing through the web's own command
 * (`renewListing`, channel `sms`). Not marked urgent: quiet hours hold it back, since a listing that
 * expired meanwhile is still renewed by the same reply. The code stays good while the listing's
 * time is the one the text asked about: a renewal since (on the web, or by an earlier reply) expires
 * it; a status change does not, so a reply about a need since met is refused with the decider's words.
 */
export const needsSmsReplies: SmsReplies = {
  notices: [
    { code: 'needsNotices.stillNeededText', replies: ['still-needed'] },
    { code: 'needsNotices.stillAvailableText', replies: ['still-needed'] },
  ],
  replies: [
    {
      name: 'still-needed',
      words: { en: 'YES', es: 'SI' },
      done: smsMessages.message('renewed'),
      expired: smsMessages.message('renewalExpired'),
      async perform(context, { memberId, subjectId }) {
        await renewListing(context, subjectId, memberId, 'sms');
      },
    },
  ],
  subjectOf: (notification) => (notification.link ? (LISTING_LINK.exec(notification.link)?.[1] ?? null) : null),
  async subjectVersion(store, listingId) {
    // The listing's time starts at its posting or its last renewal: that is the version a code asks about.
    const start = (await store.readStream(streams.listing(listingId))).findLast((event) => event.type === 'ListingPosted' || event.type === 'ListingRenewed');
    return start ? { version: start.revision, position: start.position } : null;
  },
};
