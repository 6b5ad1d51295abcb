import { defineMessages } from './catalogue';

/** What the bell tells everyone in a dispute (the parties and the administrators) when it changes. */
export const disputeNotices = defineMessages('disputeNotices', {
  opened: 'Dispute Opened',
  openedText: '{name} opened a dispute on the trade for "{listing}".',
  openedHeldText: '{name} opened a dispute on the trade for "{listing}". The held credits stay where they are until an administrator decides.',
  openedOwnText: 'Your dispute on the trade for "{listing}" was received. An administrator will review it.',
  message: 'Dispute Message',
  messageText: '{name} wrote in the dispute on "{listing}".',
  messageByAdminText: 'An administrator wrote in the dispute on "{listing}".',
  decided: 'Dispute Decided',
  decidedPaidToYou: 'An administrator decided the dispute on "{listing}": {amount} credits were paid to you.',
  decidedNothingPaidToYou: 'An administrator decided the dispute on "{listing}": nothing was paid to you; the credits went back to the member who paid.',
  decidedCameBack: 'An administrator decided the dispute on "{listing}": {amount} credits came back to you.',
  decidedNothingCameBack: 'An administrator decided the dispute on "{listing}": nothing came back to you; the credits were paid to the other member.',
});
