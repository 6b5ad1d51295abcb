import { defineMessages } from './catalogue';

/** Reports from members and the administrators' answers to them: dismissals, take-downs, warnings, suspensions. */
export const moderationMessages = defineMessages('moderation', {
  reportAlreadyFiled: 'This report was already received.',
  reportNotFound: 'Report not found.',
  messageNotFound: 'Message not found.',
  ownListing: 'You cannot report your own listing.',
  reportYourself: 'You cannot report yourself.',
  ownMessage: 'You cannot report your own message.',
  alreadyDismissed: 'This report was already dismissed.',
  alreadyActioned: 'This report was already acted on; it can no longer be dismissed.',
  actionTaken: 'This action was already taken on this report.',
  notAListing: 'Only a reported listing can be taken down from its report.',
  stillOpen: 'You have already reported this, and our team is still reviewing it. We will let you know when we have.',
  reportFiled: 'Thank you for your report. Our team will review it, and we will let you know when we have. Your reference is {reference}.',
  reportDismissed: 'Report dismissed. The reporter has been told it was reviewed.',
  listingTakenDown: 'Listing taken down. It no longer appears on the marketplace.',
  warningSent: 'Warning sent. The member reads it in their notifications.',
  memberSuspended: 'Member suspended. They are signed out and cannot sign in, and their listings are hidden.',
  suspensionLifted: 'Suspension lifted. The member can sign in again and their listings are back.',
  suspendYourself: 'You cannot suspend yourself.',
  alreadySuspended: 'This member is already suspended. Lift the suspension first to change it.',
  endInPast: 'The end date must be in the future.',
  notSuspended: 'This member is not suspended.',
});
