import { settlementOf, tradeChangeView, type TradeChange } from '@barteraid/events/contracts/trades';
import type { ExistingTrade } from './trade';

/**
 * The trade as the command side knows it right after a change: the shared trade view
 * (`@barteraid/events/contracts/trades`) of the decided state; `GET /api/trades/:id` adds names
 * and timestamps from the read model.
 */
export function tradeView(state: ExistingTrade, viewerId: string): TradeChange {
  const { deal } = state;
  return tradeChangeView(
    {
      id: deal.tradeId,
      status: state.status,
      settlement: settlementOf(state.status, state.holdRevision !== null, state.settled),
      amountCents: state.amountCents,
      terms: state.terms,
      initiatorId: deal.initiatorId,
      recipientId: deal.recipientId,
      payerId: deal.payerId,
      payeeId: deal.payeeId,
      listingId: deal.listingId,
      listingTitle: deal.listingTitle,
      listingType: deal.listingType,
      isUrgent: state.isUrgent,
      schedule: state.schedule,
      delivery: state.delivery && { deliveredAt: state.delivery.deliveredAt, releaseDueAt: state.delivery.releaseDueAt },
      dispute: state.dispute ? (state.dispute.open ? 'open' : 'decided') : null,
      awaitingId: state.status === 'pending' ? state.awaiting : null,
    },
    viewerId,
  );
}
