import { defineMessages } from './catalogue';

/** What a member is mailed when their verification is decided. */
export const verificationMail = defineMessages('verificationMail', {
  approvedSubject: 'Your verification was approved',
  approved: 'Good news: your verification was approved. Your profile now shows that you are verified.',
  teamNote: 'Note from the team: {reason}',
  rejectedSubject: 'About your verification',
  rejected: 'We could not approve your verification this time.',
  reason: 'The reason: {reason}',
  submitAgain: 'You are welcome to submit it again.',
});
