import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListingChange, ListingDetail } from '@barteraid/events/contracts/listings';
import type { SetListingStatusBody } from '@barteraid/events/contracts/needs';
import type { ListingStatus } from '@barteraid/events/listing-status';
import type { Trade } from '@barteraid/events/contracts/trades';
import { Button } from '../../components/ui/button';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson, serverMessage } from '../../lib/api';

const ANSWERED = 'barteraid.needOutcomes';

function readAnswered(): string[] {
  try {
    const raw = localStorage.getItem(ANSWERED);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The trades whose question was answered on this device: "Not yet" sets no status, so it is
 * remembered here, and a need left open is not asked about again for the same trade.
 */
export function useAnsweredOutcomes() {
  const [answered, setAnswered] = useState(readAnswered);
  const remember = (tradeId: string) => {
    const next = [...readAnswered().filter((id) => id !== tradeId), tradeId].slice(-200);
    setAnswered(next);
    try {
      localStorage.setItem(ANSWERED, JSON.stringify(next));
    } catch {
      // Private mode: the question comes back on the next visit, which does no harm.
    }
  };
  return { answered, remember };
}

/** The need the question is about. */
export interface AskedNeed {
  id: string;
  title: string;
  status: ListingStatus;
}

/** A need still waiting to be met: the question is asked only of these. */
export const stillNeeded = (status: ListingStatus) => status === 'open' || status === 'partly_met';

/**
 * "Did this meet your need?" after a completed trade on the member's own need: Fully sets it met,
 * Partly partly met (both naming the trade, which the server checks is a completed trade of that
 * need), Not yet leaves it as it is.
 */
export function NeedOutcomeQuestion({ need, tradeId, onAnswered }: { need: AskedNeed; tradeId: string; onAnswered: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const setStatus = useMutation({
    mutationFn: (status: ListingStatus) =>
      apiJson<ListingChange>('POST', `/api/listings/${need.id}/status`, { status, tradeId } satisfies SetListingStatusBody),
    // The need's page, the marketplace and the member's own listings all show its status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/listings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/listings'] }),
      ]),
  });
  const answer = async (status: 'met' | 'partly_met' | null) => {
    if (status === null) {
      toast({ title: t('trades.outcome.notYet'), description: t('trades.outcome.keptOpen') });
      onAnswered();
      return;
    }
    try {
      await setStatus.mutateAsync(status);
      toast({ title: t('trades.outcome.thanks'), description: t(status === 'met' ? 'trades.outcome.markedMet' : 'trades.outcome.markedPartly', { title: need.title }) });
      onAnswered();
    } catch (error) {
      toastError(t('trades.outcome.failed'), serverMessage(error) ?? t('common.pleaseTryAgain'));
    }
  };
  const busy = setStatus.isPending;
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3" data-testid="need-outcome">
      <p id={headingId} className="text-sm font-semibold text-ink">{t('trades.outcome.question')}</p>
      <p className="text-xs text-muted">{t('trades.outcome.hint', { title: need.title })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void answer('met')}>{t('trades.outcome.fully')}</Button>
        {need.status !== 'partly_met' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void answer('partly_met')}>{t('trades.outcome.partly')}</Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => void answer(null)}>{t('trades.outcome.notYet')}</Button>
      </div>
    </div>
  );
}

/** In the trade's panel: the question, when this member owns the need the completed trade was on. */
export function TradeNeedOutcome({ trade }: { trade: Trade }) {
  // The need's owner received the proposal (a counter-offer keeps who is who).
  const asks = trade.status === 'completed' && trade.listingType === 'need' && trade.role === 'recipient';
  const listing = useQuery<ListingDetail>({ queryKey: ['/api/listings', trade.listingId], enabled: asks });
  const { answered, remember } = useAnsweredOutcomes();
  const need = listing.data;
  if (!asks || !need || !need.isOwner || !need.isActive || !stillNeeded(need.status) || answered.includes(trade.id)) return null;
  return <NeedOutcomeQuestion need={need} tradeId={trade.id} onAnswered={() => remember(trade.id)} />;
}
