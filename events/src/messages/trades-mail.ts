import { defineMessages } from './catalogue';

/**
 * What a trade mails its members: a proposal, a counter-offer, an acceptance, a decline, a
 * delivery, and its end once the credits moved. `{name}` is who took the step, `{title}` the
 * listing's, `{credits}` an amount as two decimals (`params.ts`).
 */
export const tradesMail = defineMessages('tradesMail', {
  proposedSubject: 'New trade proposal: {title}',
  proposed: '{name} proposed a trade for "{title}" ({credits} credits).',
  proposedNext: 'You can accept it, suggest other terms or decline it.',
  counteredSubject: 'New counter-offer: {title}',
  countered: '{name} suggested new terms for "{title}": {credits} credits.',
  counteredNext: 'You can accept them, suggest other terms or decline.',
  acceptedSubject: 'Trade accepted: {title}',
  accepted: '{name} accepted the trade for "{title}" ({credits} credits).',
  acceptedNext: "The credits are held safely until the trade is complete. Use the trade's chat to agree when and where to meet.",
  declinedSubject: 'Proposal declined: {title}',
  declined: '{name} declined the trade for "{title}". No credits moved.',
  declinedNext: 'Other members may have what you need: the marketplace shows the newest offers and needs.',
  deliveredSubject: 'Marked as delivered: {title}',
  delivered: '{name} says they have delivered "{title}".',
  deliveredNext: 'If you received it, please mark the trade complete so the credits are released. If something is wrong, you can open a dispute from the trade.',
  completedSubject: 'Trade complete: {title}',
  paidToYou: 'The trade for "{title}" is complete: {credits} credits have been added to your balance.',
  paidByYou: 'The trade for "{title}" is complete: {credits} credits have been paid to the other member.',
  completedNext: 'Thank you for helping each other. You can leave a reference for the other member from the trade.',
  returnedSubject: 'Credits returned: {title}',
  returned: 'The {credits} credits held for "{title}" are back in your balance.',
});
