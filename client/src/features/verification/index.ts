/** What other features use of verification: the kinds of verification and the member's status chip. */
export { verificationTypes } from './verification-types';
export { VerificationChip } from './verification-status';
