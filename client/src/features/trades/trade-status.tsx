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
export function settlementText(trade: Pick<Trade, 'settlement' | 'direction' | 'creditAmount' | 'dispute'>): string | null {
  // A decided dispute may have moved other amounts than the trade's: its page says who got what.
  if (trade.dispute === 'decided' && (trade.settlement === 'paid' || trade.settlement === 'returned')) return 'Settled as an administrator decided in the dispute.';
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

const dateOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the release of held credits stands once the payee said delivered (accepted trades only; a dispute stops it). */
export function releaseText(trade: Pick<Trade, 'status' | 'delivery' | 'direction' | 'counterparty' | 'dispute'>): string | null {
  if (trade.status !== 'accepted' || !trade.delivery || trade.dispute) return null;
  const due = dateOf(trade.delivery.releaseDueAt);
  return trade.direction === 'paying'
    ? `${trade.counterparty.username} marked this delivered. Mark Complete to confirm you received it; otherwise the held credits are released to them on ${due}.`
    : `You marked this delivered. The credits are released to you when ${trade.counterparty.username} confirms, or automatically on ${due}.`;
}
