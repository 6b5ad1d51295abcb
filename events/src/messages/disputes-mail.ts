import { defineMessages } from './catalogue';

/** What a dispute mails the trade's members: that it was opened, and what each got from the decision. */
export const disputesMail = defineMessages('disputesMail', {
  openedSubject: 'A dispute was opened: {title}',
  opened: '{name} opened a dispute about the trade for "{title}".',
  openedNext: "An administrator will look at it. You can tell your side in the dispute's thread.",
  decidedSubject: 'The dispute was decided: {title}',
  paidToYou: 'An administrator decided the dispute about "{title}". {credits} credits were paid to you.',
  nothingPaidToYou: 'An administrator decided the dispute about "{title}". Nothing was paid to you: the credits went back to the member who paid.',
  cameBack: 'An administrator decided the dispute about "{title}". {credits} credits came back to you.',
  nothingCameBack: 'An administrator decided the dispute about "{title}". Nothing came back to you: the credits were paid to the other member.',
  note: 'Their note: {note}',
});
