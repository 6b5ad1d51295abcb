import { defineMessages } from './catalogue';

/** What the bell tells a member when the reference they received becomes visible. */
export const referenceNotices = defineMessages('referenceNotices', {
  received: 'New reference',
  receivedText: 'You received a reference for a completed trade: {rating} of 5 stars. It now shows on your profile.',
});
