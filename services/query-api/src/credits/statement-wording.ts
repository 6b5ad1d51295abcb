/** What a ledger entry's row says about its event, for wording it. */
export interface EntryFacts {
  eventType: string | null;
  description: string;
  tradeTitle: string | null;
  counterparty: string | null;
}

/**
 * What happened, in the member's words. A trade's credits move in up to three entries — the hold
 * when it is accepted, then its payment or the hold's return — and each says only its own step,
 * so a hold and the payment that ends it never read as two charges.
 */
export function statementWording({ eventType, description, tradeTitle, counterparty }: EntryFacts): string {
  const other = counterparty ?? 'the other member';
  switch (eventType) {
    case 'CreditsHeld':
      return tradeTitle === null ? 'Held for a trade' : `Held for '${tradeTitle}'`;
    case 'HoldReleased':
      return 'Hold returned';
    case 'HoldReduced':
      return 'Hold returned in part (dispute decided)';
    case 'EscrowPaid':
      return `Paid to ${other}`;
    case 'EscrowReceived':
      return `Received from ${other}`;
    case 'DisputeRefundTaken':
      return `Refunded to ${other} (dispute decided)`;
    case 'DisputeRefundGiven':
      return `Refund from ${other} (dispute decided)`;
    case 'WelcomeBonusGranted':
      return 'Welcome bonus';
    default:
      // Grants and debits carry the words they were given.
      return description;
  }
}
