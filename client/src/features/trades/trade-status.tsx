import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import type { Trade, TradeStatus } from '@barteraid/events/contracts/trades';

const tones: Record<TradeStatus, 'warning' | 'success' | 'brand' | 'neutral' | 'danger'> = {
  pending: 'warning',
  accepted: 'success',
  completed: 'brand',
  declined: 'neutral',
  cancelled: 'neutral',
};

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`trades.status.${status}`)}</Badge>;
}

/** The settlement state in words, including while credits are still moving. */
export function settlementText(trade: Pick<Trade, 'settlement' | 'direction' | 'creditAmount' | 'dispute'>): string | null {
  // A decided dispute may have moved other amounts than the trade's: its page says who got what.
  const amount = trade.creditAmount;
  if (trade.dispute === 'decided' && (trade.settlement === 'paid' || trade.settlement === 'returned')) return t('trades.settlement.decided');
  switch (trade.settlement) {
    case 'in_progress':
      return t('trades.settlement.inProgress');
    case 'paid':
      return trade.direction === 'paying' ? t('trades.settlement.paidByMe', { amount }) : t('trades.settlement.paidToMe', { amount });
    case 'returned':
      return trade.direction === 'paying' ? t('trades.settlement.returnedToMe', { amount }) : t('trades.settlement.returnedToPayer');
    default:
      return null;
  }
}

const dateOf = (iso: string) => formatDateTime(iso);

/** Where the release of held credits stands once the payee said delivered (accepted trades only; a dispute stops it). */
export function releaseText(trade: Pick<Trade, 'status' | 'delivery' | 'direction' | 'counterparty' | 'dispute'>): string | null {
  if (trade.status !== 'accepted' || !trade.delivery || trade.dispute) return null;
  const values = { due: dateOf(trade.delivery.releaseDueAt), username: trade.counterparty.username };
  return trade.direction === 'paying' ? t('trades.settlement.releasePayer', values) : t('trades.settlement.releasePayee', values);
}
