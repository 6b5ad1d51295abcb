import { formatCents } from '@barteraid/events';
import type { TradeState } from './trade';

/**
 * The trade as the command side knows it right after a change, in the field names of
 * `GET /api/trades/:id` (which adds names and timestamps from the read model).
 */
export function tradeView(state: TradeState, viewerId: string) {
  const deal = state.deal!;
  const counterpartyId = deal.initiatorId === viewerId ? deal.recipientId : deal.initiatorId;
  const settles = state.status === 'completed' || (state.status === 'cancelled' && state.holdRevision !== null);
  return {
    id: deal.tradeId,
    status: state.status,
    settled: state.settled,
    settlement: settles ? (state.settled ? 'settled' : 'in_progress') : null,
    creditAmount: formatCents(state.amountCents),
    proposedTerms: state.terms,
    terms: state.terms,
    initiatorId: deal.initiatorId,
    recipientId: deal.recipientId,
    payerId: deal.payerId,
    payeeId: deal.payeeId,
    direction: deal.payerId === viewerId ? 'paying' : 'receiving',
    counterparty: { id: counterpartyId },
    listingId: deal.listingId,
    listingTitle: deal.listingTitle,
    listingType: deal.listingType,
    isUrgent: state.isUrgent,
    schedule: state.schedule,
    awaiting: state.awaiting,
  };
}
