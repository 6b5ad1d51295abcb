import { defineMessages } from './catalogue';

/** Proposing, countering, accepting, scheduling and settling a trade. */
export const tradesMessages = defineMessages('trades', {
  notFound: 'Trade not found.',
  listingInactive: 'This listing is no longer active, so it cannot be traded.',
  selfTrade: 'You cannot trade with yourself.',
  alreadyProposed: 'This trade has already been proposed.',
  closed: 'This trade is already {status}.',
  alreadyAccepted: 'This trade has already been accepted.',
  notYourTurn: 'This proposal is waiting for the other member to respond.',
  counterOnlyPending: 'Only a pending proposal can be countered; this trade is already accepted.',
  counterUnchanged: 'A counter-offer must change the credit amount or the terms.',
  declineAccepted: 'An accepted trade cannot be declined; cancel it instead.',
  completeNotAccepted: 'This trade must be accepted before it can be marked complete.',
  scheduleInPast: 'Please choose a date and time in the future.',
  notSettleable: 'This trade has nothing to settle.',
  disputeFrozen: 'This trade is disputed: its credits stay where they are until an administrator decides.',
  alreadyDisputed: 'This trade already has a dispute.',
  disputeTooLate: 'A completed trade can be disputed for {days} days after completion; this one was completed earlier.',
  disputeNotHeld: 'Only an accepted or completed trade can be disputed.',
  noOpenDispute: 'This trade has no open dispute over held credits.',
  proposerCannotPay: 'You can spend up to {available} credits right now.',
  otherCannotPay: 'The other member does not have enough credits for this trade right now.',
  changedWhileAccepting: 'This trade changed while you were accepting it. Please review it and try again.',
  proposalPending: 'You already have a pending proposal on this listing. Wait for the answer, or cancel it to propose again.',
});
