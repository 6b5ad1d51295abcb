import { defineMessages } from './catalogue';

/** What a member's credits allow: holds, debits, grants and refunds. */
export const ledgerMessages = defineMessages('ledger', {
  insufficientCredits: 'Insufficient credits: {available} available, {needed} needed.',
  invalidAmount: 'Invalid Amount: Please enter a valid positive number for credits.',
  holdNeedsAmount: 'A hold needs a positive amount.',
  alreadyPaid: 'This trade has already been paid.',
  refundNeedsAmount: 'A refund needs an amount of zero or more.',
});
