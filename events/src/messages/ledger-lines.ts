import { defineMessages } from './catalogue';

/**
 * The lines of a member's ledger: what the credits projection stores for each entry (as
 * `{code, params}`), the statement's and recent activity's words for each step of a trade, and
 * the rules of the system an administrator sees as the cause of an entry no person made.
 */
export const ledgerLines = defineMessages('ledgerLines', {
  welcomeBonus: 'Welcome bonus',
  debtWrittenOff: 'Debt written off to the community when the account closed',
  heldForTrade: 'Held for trade: {title}',
  holdReturned: 'Hold returned: {title}',
  holdReturnedInPartFor: 'Hold returned in part (dispute): {title}',
  tradePaidTo: 'Trade: {title} (paid to {name})',
  tradePaidBy: 'Trade: {title} (paid by {name})',
  /** Words a grant, a debit or a refund was given when it was made (an administrator's, or the system's). */
  described: '{description}',
  // The statement's words for each step (the other member named as they are now).
  heldFor: "Held for '{title}'",
  heldForATrade: 'Held for a trade',
  holdReturnedPlain: 'Hold returned',
  holdReturnedInPart: 'Hold returned in part (dispute decided)',
  paidTo: 'Paid to {name}',
  receivedFrom: 'Received from {name}',
  refundedTo: 'Refunded to {name} (dispute decided)',
  refundFrom: 'Refund from {name} (dispute decided)',
  paidToOther: 'Paid to the other member',
  receivedFromOther: 'Received from the other member',
  refundedToOther: 'Refunded to the other member (dispute decided)',
  refundFromOther: 'Refund from the other member (dispute decided)',
  // The statement's words for a change of the member's credit line ({line}: the line after it).
  lineTier: 'Credit line set by your membership: {line}',
  linePolicy: "Credit line changed by BarterAid's rules: {line}",
  lineEarned: 'Credit line extension for members who paid you: line now {line}',
  lineReliefGranted: 'Relief line granted: line now {line}',
  lineReliefEnded: 'Relief line ended: line now {line}',
  lineSuspended: 'Credit line paused while the account is suspended: line now {line}',
  lineClosed: 'Credit line ended: account closed',
  lineOverridden: 'An administrator let {amount} credits go past your credit line: {reason}',
  // Who caused an entry when no person did.
  ruleSettlement: 'Settlement',
  ruleSystem: 'System',
});
