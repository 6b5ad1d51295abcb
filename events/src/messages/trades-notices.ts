import { defineMessages } from './catalogue';

/**
 * What the bell (and its toasts) tells the members of a trade: a message came, the other party
 * changed the trade, the held credits are released, settled or returned. Stored as `{code, params}`
 * and written in the reader's language when read, so a reworded text never changes a rebuild.
 */
export const tradeNotices = defineMessages('tradeNotices', {
  newMessage: 'New Message',
  newMessageFrom: 'New message from {name}',
  tradeUpdate: 'Trade Update',
  proposed: 'New Trade Proposal',
  proposedText: '{actor} proposed a trade for "{listing}" ({amount} credits).',
  countered: 'Counter-offer',
  counteredText: '{actor} countered on "{listing}": {amount} credits.',
  accepted: 'Trade Accepted',
  acceptedText: '{actor} accepted the trade for "{listing}".',
  declined: 'Trade Declined',
  declinedText: '{actor} declined the trade for "{listing}".',
  cancelled: 'Trade Cancelled',
  cancelledText: '{actor} cancelled the trade for "{listing}".',
  urgent: 'Trade Marked Urgent',
  urgentText: '{actor} marked the trade for "{listing}" as urgent.',
  scheduled: 'Trade Scheduled',
  scheduledText: '{actor} scheduled "{listing}" for {at} UTC at {place}.',
  completed: 'Trade Completed',
  completedText: '{actor} marked the trade for "{listing}" complete.',
  delivered: 'Trade Delivered',
  deliveredPayerText:
    '{payee} marked the trade for "{listing}" delivered. Mark Complete to confirm you received it; otherwise the held credits are released to {payee} on {due} UTC. If something is wrong, contact us before then.',
  deliveredPayeeText: 'You marked the trade for "{listing}" delivered. The held credits are released to you when {payer} confirms, or automatically on {due} UTC.',
  releasedSoon: 'Credits Released Soon',
  releasedSoonPayeeText: 'The credits held for "{listing}" will be released to you on {due} UTC.',
  releasedSoonPayerText: 'The credits held for "{listing}" will be released to {payee} on {due} UTC. If something is wrong, contact us before then.',
  released: 'Credits Released',
  releasedText: '{payer} did not confirm in time after delivery, so the trade for "{listing}" was completed and the held credits are being released to {payee}.',
  received: 'Credits Received',
  receivedText: '{amount} credits for "{listing}" were added to your balance.',
  settled: 'Trade Settled',
  settledText: '{amount} credits for "{listing}" were paid to {payee}.',
  returned: 'Credits Returned',
  returnedText: 'The {amount} credits held for "{listing}" are available again.',
});
