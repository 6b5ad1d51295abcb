import { Badge } from '../../components/ui/badge';
import type { Trade, TradeStatus } from '@barteraid/events/contracts/trades';

const tones: Record<TradeStatus, 'warning' | 'success' | 'brand' | 'neutral' | 'danger'> = {
  pending: 'warning',
  accepted: 'success',
  completed: 'brand',
  declined: 'neutral',
  cancelled: 'neutral',
};

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}

/** The settlement state in words, including while credits are still moving. */
export function settlementText(trade: Pick<Trade, 'settlement' | 'direction' | 'creditAmount'>): string | null {
  switch (trade.settlement) {
    case 'in_progress':
      return 'Settlement in progress: the held credits are being moved.';
    case 'paid':
      return trade.direction === 'paying' ? `Settled: you paid ${trade.creditAmount} credits.` : `Settled: ${trade.creditAmount} credits were added to your balance.`;
    case 'returned':
      return trade.direction === 'paying' ? `The ${trade.creditAmount} credits held for this trade are available to you again.` : 'Cancelled after acceptance; the payer’s credits were returned.';
    default:
      return null;
  }
}
