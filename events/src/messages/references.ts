import { defineMessages } from './catalogue';

/** Leaving a reference after a completed trade. */
export const referencesMessages = defineMessages('references', {
  notCompleted: 'You can leave a reference once the trade is completed.',
  alreadyLeft: 'You have already left a reference for this trade.',
  windowClosed: 'References can be left only within {days} days after the trade was completed.',
  invalidRating: 'Rating must be a whole number of stars from {min} to {max}.',
  commentTooLong: 'Comment must be at most {max} characters.',
  left: 'Your reference is saved. You will see theirs once they have written one, or 14 days after the trade was completed.',
  bothLeft: 'Your reference is saved, and the other member’s reference for you now shows.',
});
