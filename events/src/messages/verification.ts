import { defineMessages } from './catalogue';

/** Verifying a member's documents (EBT, church, government, emergency business). */
export const verificationMessages = defineMessages('verification', {
  alreadyPending: 'Verification Pending: Your verification is already under review. Reviews take 3-5 business days.',
  alreadyApproved: 'Already Verified: Your verification has already been approved.',
  nothingToDecide: 'No Pending Verification: This member has no verification waiting for review.',
  alreadyDecided: 'Already Decided: This verification was already {status}.',
  uploadMissing: 'Upload Missing: {name} was not uploaded. Please choose the file again.',
  submitted: 'Verification Submitted: We will review your documents within 3-5 business days.',
  approved: 'User verification approved successfully.',
  rejected: 'User verification rejected successfully.',
});
