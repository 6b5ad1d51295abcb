import { defineMessages } from './catalogue';

/** What a member's credits allow: holds, debits, grants and refunds. */
export const ledgerMessages = defineMessages('ledger', {
  insufficientCredits: 'Insufficient credits: {available} available, {needed} needed.',
  invalidAmount: 'Invalid Amount: Please enter a valid positive number for credits.',
  holdNeedsAmount: 'A hold needs a positive amount.',
  alreadyPaid: 'This trade has already been paid.',
  refundNeedsAmount: 'A refund needs an amount of zero or more.',
  pastCreditLine: 'Your balance is past your credit line, so you cannot spend for now: {over} credits more must come in first. Nothing is taken from you.',
  pastCeiling: 'This payment would take a balance past the most a balance may hold ({ceiling} credits).',
  reliefNeedsVerified: 'Relief lines are for verified members only.',
  reliefEndsInPast: 'A relief line must end in the future.',
  accountClosed: 'This account is closed.',
  overrideNeedsReason: 'Say why the credit line is overridden.',
});
