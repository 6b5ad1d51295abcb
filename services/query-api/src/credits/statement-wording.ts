import type { MessageData } from '@barteraid/events/messages/catalogue';
import { ledgerLines } from '@barteraid/events/messages/ledger-lines';

/** A ledger entry's stored line, as data of the ledger lines catalogue. */
export const storedLine = (row: { description_code: string; description_params: Record<string, string | number> | null }): MessageData =>
  row.description_params === null ? { code: row.description_code } : { code: row.description_code, params: row.description_params };

/** What a ledger entry's row says about its event, for wording it. */
export interface EntryFacts {
  eventType: string | null;
  /** The line the entry was stored with. */
  stored: MessageData;
  tradeTitle: string | null;
  counterparty: string | null;
}

/**
 * What happened, in the member's words, as data the client writes in the language on screen. A
 * trade's credits move in up to three entries — the hold when it is accepted, then its payment or
 * the hold's return — and each says only its own step, so a hold and the payment that ends it
 * never read as two charges. The other member is named as they are now (or "the other member").
 */
export function statementWording({ eventType, stored, tradeTitle, counterparty }: EntryFacts): MessageData {
  const name = counterparty;
  switch (eventType) {
    case 'CreditsHeld':
      return tradeTitle === null ? ledgerLines.message('heldForATrade') : ledgerLines.message('heldFor', { title: tradeTitle });
    case 'HoldReleased':
      return ledgerLines.message('holdReturnedPlain');
    case 'HoldReduced':
      return ledgerLines.message('holdReturnedInPart');
    case 'EscrowPaid':
      return name === null ? ledgerLines.message('paidToOther') : ledgerLines.message('paidTo', { name });
    case 'EscrowReceived':
      return name === null ? ledgerLines.message('receivedFromOther') : ledgerLines.message('receivedFrom', { name });
    case 'DisputeRefundTaken':
      return name === null ? ledgerLines.message('refundedToOther') : ledgerLines.message('refundedTo', { name });
    case 'DisputeRefundGiven':
      return name === null ? ledgerLines.message('refundFromOther') : ledgerLines.message('refundFrom', { name });
    case 'WelcomeBonusGranted':
      return ledgerLines.message('welcomeBonus');
    default:
      // Grants and debits carry the words they were given.
      return stored;
  }
}
