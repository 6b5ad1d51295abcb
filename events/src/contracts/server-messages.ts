import type { MembershipTier } from '../members';
import type { VerificationType } from '../verification';
import { escapeRegExp } from '../pattern';

/**
 * Texts the server answers in `{message}` (and a few it writes into answers, such as ledger
 * entries' descriptions) that the client shows in the member's language. The
 * server always answers in English (the API's callers and its tests read these exact words); the
 * client finds the text here, by key, and shows its own translation of that key, or the server's
 * text when it knows no key for it. `{name}` marks a part that varies (an amount, a field's label).
 *
 * Plain data and two pure functions, no zod: the client imports this module at run time.
 */
export const serverMessages = {
  // Registration and sign-in
  emailTaken: 'Email Taken: An account with this email already exists.',
  usernameTaken: 'Username Taken: This username is already taken.',
  missingField: 'Missing Information: Please fill in all required fields. {field} is required.',
  usernameLength: 'Invalid Username: Username must be 3-30 characters.',
  usernameCharacters: 'Invalid Username: Use only letters, numbers, dots, dashes and underscores in your username.',
  invalidEmail: 'Invalid Email: Please enter a valid email address.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  cityState: "Location must look like 'City, State' (for example Houston, TX).",
  guestTrialAtRegistration: 'Guest Trial: Create your account with another membership, then start your trial with its invitation code on the Membership page.',
  // Listings and trades
  listingNotFound: 'Listing not found.',
  tradeNotFound: 'Trade not found.',
  listingInactive: 'This listing is no longer active, so it cannot be traded.',
  selfTrade: 'You cannot trade with yourself.',
  proposerCannotPay: 'Insufficient credits: you have {available} available.',
  payerCannotAccept: 'Insufficient credits: {available} available, {needed} needed.',
  otherCannotPay: 'The other member does not have enough credits for this trade right now.',
  notYourTurn: 'This proposal is waiting for the other member to respond.',
  counterUnchanged: 'A counter-offer must change the credit amount or the terms.',
  scheduleInPast: 'Please choose a date and time in the future.',
  tradeClosed: 'This trade is already {status}.',
  // Posting and changing a listing (the form checks the same rules before sending)
  titleRequired: 'Title is required.',
  titleTooShort: 'Title must be at least 3 characters.',
  titleTooLong: 'Title must be at most 100 characters.',
  descriptionRequired: 'Description is required.',
  descriptionTooShort: 'Description must be at least 10 characters.',
  descriptionTooLong: 'Description must be at most 2000 characters.',
  locationRequired: 'Location is required.',
  creditsRequired: 'Credits are required.',
  creditsFormat: 'Credits must be a non-negative amount with at most 2 decimals',
  creditsFormatSentence: 'Credits must be a non-negative amount with at most 2 decimals.',
  listingPosted: 'Listing Posted: Your listing is now live on the marketplace.',
  listingUpdated: 'Listing Updated: Your changes are saved.',
  listingDeactivated: 'Listing Deactivated: It no longer appears on the marketplace.',
  listingReactivated: 'Listing Reactivated: It is back on the marketplace.',
  listingOwnerOnly: 'Only the owner of this listing can change it.',
  reasonRequired: 'Reason Required: Please give a reason for deactivating this listing.',
  takenDownByAdmin: 'This listing was deactivated by an admin. Please contact support to restore it.',
  takenDownByAdminWithReason: 'This listing was deactivated by an admin ({reason}). Please contact support to restore it.',
  // Blocks
  proposalRefused: 'You cannot propose a trade on this listing.',
  messageRefused: 'This message cannot be delivered.',
  youBlockedProposal: 'You blocked this member. Unblock them in Settings to trade with them.',
  youBlockedMessage: 'You blocked this member. Unblock them in Settings to message them.',
  // Settings and the account
  profileSaved: 'Your profile has been saved.',
  missingCurrentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Every other device signed in to your account has been signed out.',
  weakPassword: 'Weak Password: Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 200 characters.',
  missingNewEmail: 'Please enter your new email address.',
  sameEmail: 'That is already the email address of your account.',
  emailChangeRequested: 'Almost done: open the link we sent to {email} to confirm it. Until then you keep signing in with your current email.',
  emailChanged: 'Your email is now {email}. Sign in with it from now on.',
  incompleteEmailChangeLink: 'This confirmation link is incomplete.',
  invalidEmailChangeLink: 'This confirmation link is invalid, used or expired. Please ask for the change again on Settings.',
  missingClosePassword: 'Please enter your password to close your account.',
  wrongPassword: 'Your password is not correct.',
  openTradesBlockClosing: 'Please finish or cancel your open trades before you close your account.',
  accountClosed: 'Your account is closed. Your personal data can no longer be read by anyone.',
  memberBlocked: 'You blocked {username}. They can no longer message you, propose trades to you or see your listings. They are not told.',
  memberUnblocked: 'You unblocked {username}.',
  // Disputes
  disputeNotFound: 'Dispute not found.',
  disputeAlreadyOpen: 'This trade already has a dispute.',
  disputeAlreadyDecided: 'This dispute has already been decided.',
  disputeSplitTotal: 'A split needs two amounts above zero that add up to {amount} credits.',
  disputeReasonShort: 'Please describe the problem in at least 20 characters.',
  disputeReasonLong: 'Reason must be at most 2000 characters.',
  disputeTooManyFiles: 'At most 5 files can be attached.',
  disputeMessageEmpty: 'Message cannot be empty.',
  disputeMessageLong: 'Message must be at most 2000 characters.',
  // References
  referenceNotCompleted: 'You can leave a reference once the trade is completed.',
  referenceAlreadyLeft: 'You have already left a reference for this trade.',
  referenceWindowClosed: 'References can be left only within 14 days after the trade was completed.',
  referenceLeft: 'Your reference is saved. You will see theirs once they have written one, or 14 days after the trade was completed.',
  referenceBothLeft: 'Your reference is saved, and the other member’s reference for you now shows.',
  // The contact form and reports
  contactReceived: 'Thank you, {name}. We have received your message and will reply to {email}. Your reference is {reference}.',
  reportReceived: 'Thank you for your report. Our team will review it. Your reference is {reference}. If anyone is in immediate danger, call 911 first.',
  // Password reset
  missingEmail: 'Missing Information: Please enter your email address.',
  missingNewPassword: 'Missing Information: Please enter a new password.',
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been changed. You can now sign in with your new password.',
  // Sign-in links (proof of the email lets a member in past the failed-password limit)
  accountLocked: 'Too many failed sign-in attempts for this account. Please try again in {minutes} minutes, reset your password, or ask for a sign-in link by email.',
  signInLinkSent: 'If an account exists for that email, we have sent a sign-in link to it. It works once, for 15 minutes.',
  invalidSignInLink: 'This sign-in link is invalid, used or expired. Please ask for a new one.',
  signedInByLink: 'You are signed in.',
  suspendedSignInLink: 'Your account is suspended. If you think this is a mistake, you can appeal through our contact form at /contact.',
  // Membership: the answers to changing it
  freeTierAccepted: 'Free membership accepted: it is now your membership.',
  standardCancelledOn: 'Cancelled: your standard membership ends on {date}.',
  standardCancelled: 'Cancelled: your standard membership ends at the end of the paid period.',
  // The admin pages' answers
  adminOnly: "Access Denied: You don't have permission to access the admin dashboard.",
  adminCreditFieldsMissing: 'Missing Information: Please fill in all fields to issue credits.',
  adminInvalidAmount: 'Invalid Amount: Please enter a valid positive number for credits.',
  adminTooManyDecimals: 'Invalid Amount: Credits can have at most 2 decimal places.',
  adminTooLarge: 'Invalid Amount: At most 1,000,000 credits can be issued at a time.',
  adminMessageFieldsMissing: 'Missing Information: Please fill in all fields to send message.',
  adminUserNotFound: 'User Not Found: Please select a valid user.',
  adminReasonLong: 'Reason must be at most {max} characters.',
  adminSubjectLong: 'Subject must be at most {max} characters.',
  adminMessageLong: 'Message must be at most {max} characters.',
  creditsIssued: 'Successfully issued {amount} credits.',
  personalMessageSent: 'Personal message sent successfully!',
  verificationApproved: 'User verification approved successfully.',
  verificationRejected: 'User verification rejected successfully.',
  noPendingVerification: 'No Pending Verification: This member has no verification waiting for review.',
  verificationAlreadyDecided: 'Already Decided: This verification was already {status}.',
  applicationApproved: 'Application Updated: Membership application approved.',
  applicationRejected: 'Application Updated: Membership application rejected.',
  applicationNotFound: 'Application Not Found: This membership application does not exist.',
  applicationAlreadyDecided: 'Already Decided: This membership application has already been approved or declined.',
  applicationReasonRequired: 'Reason Required: Please tell the member why their application was declined.',
  reportDismissed: 'Report dismissed. The reporter has been told it was reviewed.',
  reportListingTakenDown: 'Listing taken down. It no longer appears on the marketplace.',
  reportWarningSent: 'Warning sent. The member reads it in their notifications.',
  reportMemberSuspended: 'Member suspended. They are signed out and cannot sign in, and their listings are hidden.',
  suspensionLifted: 'Suspension lifted. The member can sign in again and their listings are back.',
  reportNotFound: 'Report not found.',
  reportAlreadyDismissed: 'This report was already dismissed.',
  reportAlreadyActioned: 'This report was already acted on; it can no longer be dismissed.',
  reportActionTaken: 'This action was already taken on this report.',
  reportNotAListing: 'Only a reported listing can be taken down from its report.',
  suspendYourself: 'You cannot suspend yourself.',
  alreadySuspended: 'This member is already suspended. Lift the suspension first to change it.',
  suspensionEndInPast: 'The end date must be in the future.',
  notSuspended: 'This member is not suspended.',
  // Limits per member on what reaches other people
  tooManyProposals: 'Too many trade proposals: you can propose {limit} trades an hour. Please try again in {minutes} min.',
  tooManyListings: 'Too many listings: you can post {limit} listings an hour. Please try again in {minutes} min.',
  tooManyReports: 'Too many reports: you can send {limit} reports an hour. Please try again in {minutes} min. If anyone is in immediate danger, call 911.',
  tooManyChatMessages: 'Too many messages: you can send {limit} trade messages an hour. Please try again in {minutes} min.',
  tooManyTeamMessages: 'Too many messages: you can write to the BarterAid team {limit} times an hour. Please try again in {minutes} min.',
  tooManyDisputeMessages: 'Too many messages: you can write {limit} dispute messages an hour. Please try again in {minutes} min.',
  proposalPending: 'You already have a pending proposal on this listing. Wait for the answer, or cancel it to propose again.',
  reportStillOpen: 'You have already reported this, and our team is still reviewing it. We will let you know when we have.',
  // Everywhere
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  startingUp: 'BarterAid is starting up. Please try again in a moment.',
  databaseInterrupted: 'The connection to our database was interrupted. Please try again in a moment.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/**
 * Words the server writes into the varying parts of its texts (notifications name a tier or a kind
 * of verification). Projections take them from here; the client finds a part's word by its key and
 * shows it in the reader's language.
 */
export const serverWords = {
  tier: {
    standard: 'Standard Member',
    guest_trial: 'Guest Trial',
    free_assistance: 'Assistance Member',
    emergency_business: 'Emergency Services Business',
  } satisfies Record<MembershipTier, string>,
  verificationType: {
    ebt: 'EBT cardholder',
    church: 'church organization',
    government: 'government',
    business: 'emergency-service business',
  } satisfies Record<VerificationType, string>,
};
export type ServerWordKind = keyof typeof serverWords;

/** Which words a part of that name holds (`{tier}`, `{type}` in the texts above). */
export const serverWordParts: Readonly<Record<string, ServerWordKind>> = { tier: 'tier', type: 'verificationType' };

/** Parts that hold a day (`2026-11-30`, `November 30, 2026`) or a moment (`2026-11-30 14:00 UTC`). */
export const serverDateParts: ReadonlySet<string> = new Set(['date', 'due', 'at']);

/** A known server text: its key and the values of its varying parts. */
export interface KnownServerMessage {
  key: ServerMessageKey;
  values: Record<string, string>;
}

/** The server's text for a key, its `{name}` parts filled in. */
export function serverMessageText(key: ServerMessageKey, values: Record<string, string | number> = {}): string {
  return serverMessages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Each template as an anchored pattern whose varying parts are named groups. */
const patterns = (Object.keys(serverMessages) as ServerMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = serverMessages[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/** Which known message a server text is, or null for a text this list does not know. */
export function matchServerMessage(text: string): KnownServerMessage | null {
  for (const { key, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => (values[name] = found[index + 1] ?? ''));
    return { key, values };
  }
  return null;
}
