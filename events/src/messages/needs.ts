import { defineMessages } from './catalogue';

/** A listing's status, its expiry and renewal, and the matches shown while posting. */
export const needsMessages = defineMessages('needs', {
  needStatuses: 'A need can be open, partly met or met.',
  offerStatuses: 'An offer can be available or taken.',
  closedCannotRenew: 'This listing is closed. Set it open again to put it back on the marketplace.',
  pausedCannotRenew: 'This listing is deactivated. Reactivate it to put it back on the marketplace.',
  tradeNotOfListing: 'That trade is not about this listing.',
  tradeNotCompleted: 'That trade is not completed yet.',
  statusChanged: 'Status Saved: Your listing now shows it.',
  statusMet: 'Need Met: It leaves the marketplace. Thank you for telling us.',
  statusPartlyMet: 'Partly Met: Your need stays on the marketplace for what is still missing.',
  statusTaken: 'Offer Taken: It leaves the marketplace.',
  renewed: 'Listing Renewed: It stays on the marketplace until {date}.',
  statusRequired: 'Status must be one of: open, partly_met, met (a need); available, taken (an offer).',
  tradeIdFormat: 'tradeId must be the id of a trade.',
  matchTextNeeded: 'Write a title or a description to find matches.',
  matchListingOrText: 'Give either a listing id or the words of a draft, not both.',
});
