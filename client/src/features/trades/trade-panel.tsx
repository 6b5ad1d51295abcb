import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AlertTriangle, CalendarClock, CheckCircle2, Handshake, Repeat, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useOnline } from '../../lib/connection-status';
import { formatCredits, formatDateTime } from '../../lib/format';
import { t } from '../../i18n';
import { useTradeCommands } from './trade-api';
import { CounterForm, ScheduleForm } from './trade-forms';
import { releaseText, settlementText, TradeStatusBadge } from './trade-status';
import { TradeTimeline } from './trade-timeline';
import { TradeNeedOutcome } from './need-outcome';
import { tradeQueries } from './queries';
import type { Trade, TradeStatusChange } from '@barteraid/events/contracts/trades';

const failed = (error: unknown) => toastError(t('trades.panel.failed'), serverMessage(error) ?? (error instanceof Error ? error.message : t('common.pleaseTryAgain')));

export interface TradePanelProps {
  trade: Trade;
  /** A line about the trade from another feature (a dispute's notice), shown under its settlement. */
  notice?: ReactNode;
  /** The "Open a dispute" action, offered when the trade allows it; the page composes it in so trades need not know disputes. */
  disputeAction?: (disabled: boolean) => ReactNode;
}

/**
 * What a decided dispute paid the payee (a split pays part of the amount): the decision's step in
 * the trade's story says it. Null while there is no decision, or until the story has loaded.
 */
function useDecidedPayment(trade: Trade): string | null {
  const story = useQuery({ ...tradeQueries.timeline(trade.id), enabled: trade.dispute === 'decided' });
  if (trade.dispute !== 'decided') return null;
  const decision = story.data?.findLast((step) => step.step === 'dispute_decided');
  return decision?.amount ?? null;
}

/**
 * The trade proposal above the chat: amount, terms, who pays, status, schedule and settlement,
 * with only the actions this member may take now.
 */
export function TradePanel({ trade, notice, disputeAction }: TradePanelProps) {
  const commands = useTradeCommands(trade.id);
  const { t } = useTranslation();
  const [form, setForm] = useState<'counter' | 'schedule' | null>(null);
  // Offline the panel shows the saved trade read-only: every action here needs the server.
  const online = useOnline();
  const busy = !online || commands.setStatus.isPending || commands.counter.isPending || commands.schedule.isPending || commands.markUrgent.isPending;
  const can = (action: Trade['actions'][number]) => trade.actions.includes(action);

  const username = trade.counterparty.username;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const setStatus = (status: TradeStatusChange) =>
    commands.setStatus.mutate(status, {
      onSuccess: (updated) => {
        setConfirmingCancel(false);
        // The payee's "complete" is a delivery: nothing moves until the payer confirms.
        const description =
          status === 'completed' && updated.status !== 'completed'
            ? t('trades.panel.delivered', { username })
            : t('trades.panel.statusChanged', { status: t(`trades.status.${updated.status}`) });
        toast({ title: t('trades.panel.updated'), description });
      },
      onError: failed,
    });

  const decidedPaid = useDecidedPayment(trade);
  const payer = trade.direction === 'paying' ? t('trades.panel.youPay') : t('trades.panel.theyPay', { username });
  const settlement = settlementText(trade);
  const release = releaseText(trade);
  const waiting = trade.status === 'pending' && !trade.awaitingMe ? t('trades.panel.waiting', { username }) : null;

  return (
    <section aria-label={t('trades.panel.label')} className="space-y-3 border-b border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <TradeStatusBadge status={trade.status} />
        {trade.isUrgent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            <AlertTriangle aria-hidden="true" className="h-3 w-3" /> {t('trades.panel.urgent')}
          </span>
        )}
        {Number(trade.creditAmount) === 0 ? (
          <span className="text-sm font-semibold text-ink">{t('trades.panel.free')}</span>
        ) : (
          <>
            <span className="text-sm font-semibold text-ink">
              {decidedPaid === null
                ? t('trades.panel.credits', { amount: formatCredits(trade.creditAmount) })
                : t('trades.panel.creditsDecided', { paid: formatCredits(decidedPaid), amount: formatCredits(trade.creditAmount) })}
            </span>
            <span className="text-sm text-muted">· {payer}</span>
          </>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-ink">{trade.proposedTerms}</p>
      {trade.schedule && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          {t('trades.panel.scheduledAt', { when: formatDateTime(trade.schedule.at), place: trade.schedule.place })}
        </p>
      )}
      {waiting && <p className="text-sm text-muted">{waiting}</p>}
      {release && <p className="rounded-md bg-sky-50 p-2 text-sm text-ink">{release}</p>}
      {settlement && <p role="status" className="text-sm font-medium text-ink">{settlement}</p>}
      {notice}
      {/* Above the actions: they stay at the panel's foot and would cover it. */}
      <TradeNeedOutcome trade={trade} />

      {form === 'counter' && (
        <CounterForm
          trade={trade}
          busy={busy}
          onCancel={() => setForm(null)}
          onSubmit={(input) =>
            commands.counter.mutate(input, {
              onSuccess: () => {
                setForm(null);
                toast({ title: t('trades.panel.counterSent'), description: t('trades.panel.waiting', { username }) });
              },
              onError: failed,
            })
          }
        />
      )}
      {form === 'schedule' && (
        <ScheduleForm
          trade={trade}
          busy={busy}
          onCancel={() => setForm(null)}
          onSubmit={(input) =>
            commands.schedule.mutate(input, {
              onSuccess: () => {
                setForm(null);
                toast({ title: t('trades.panel.scheduled'), description: `${input.place}, ${formatDateTime(input.at, {})}` });
              },
              onError: failed,
            })
          }
        />
      )}

      {trade.actions.length > 0 && form === null && (
        // Held at the bottom of the panel's box while the details above it scroll: on a phone the
        // panel is a short box, and a row of buttons cut in half there reads as no buttons at all.
        <div
          role="group"
          aria-label={t('trades.panel.actions')}
          className="sticky bottom-0 -mx-4 -mb-1 flex flex-wrap gap-2 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-6px_8px_-6px_rgb(15_23_42_/_0.25)]"
        >
          {!online && <p className="w-full text-xs text-muted">{t('offline.tradeActionsOffline')}</p>}
          {can('accept') && (
            <Button size="sm" disabled={busy} onClick={() => setStatus('accepted')}>
              <Handshake aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.accept')}
            </Button>
          )}
          {can('counter') && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setForm('counter')}>
              <Repeat aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.counter')}
            </Button>
          )}
          {(can('complete') || can('deliver')) && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => setStatus('completed')}
              aria-describedby={`complete-hint-${trade.id}`}
            >
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> {can('complete') ? t('trades.panel.complete') : t('trades.panel.deliver')}
            </Button>
          )}
          {can('urgent') && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                commands.markUrgent.mutate(undefined, {
                  onSuccess: () => toast({ title: t('trades.panel.updated'), description: t('trades.panel.markedUrgent') }),
                  onError: failed,
                })
              }
            >
              <AlertTriangle aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.markUrgent')}
            </Button>
          )}
          {can('schedule') && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setForm('schedule')}>
              <CalendarClock aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.schedule')}
            </Button>
          )}
          {can('decline') && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setStatus('declined')}>
              <XCircle aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.decline')}
            </Button>
          )}
          {can('cancel') && !confirmingCancel && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              // Cancelling an accepted trade gives the held credits back: ask first, it sits beside Mark Complete.
              onClick={() => (trade.status === 'accepted' ? setConfirmingCancel(true) : setStatus('cancelled'))}
            >
              <XCircle aria-hidden="true" className="h-4 w-4" /> {t('trades.panel.cancel')}
            </Button>
          )}
          {confirmingCancel && (
            <div role="group" aria-labelledby={`confirm-cancel-${trade.id}`} className="w-full space-y-2 rounded-md border border-amber-300 bg-amber-50 p-2">
              <p id={`confirm-cancel-${trade.id}`} className="text-sm text-ink">
                {t('trades.panel.confirmCancel', { payer: trade.direction === 'paying' ? t('trades.panel.confirmCancelYou') : username })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setStatus('cancelled')}>
                  {t('trades.panel.yesCancel')}
                </Button>
                <Button size="sm" disabled={busy} onClick={() => setConfirmingCancel(false)}>
                  {t('trades.panel.keepTrade')}
                </Button>
              </div>
            </div>
          )}
          {can('dispute') && disputeAction?.(busy)}
          {(can('complete') || can('deliver')) && (
            <p id={`complete-hint-${trade.id}`} className="w-full text-xs text-muted">
              {can('complete')
                ? t('trades.panel.completeHintPayer', { username })
                : t('trades.panel.completeHintPayee', { username })}
            </p>
          )}
        </div>
      )}
      {trade.status === 'completed' && (
        <p className="text-sm">
          <Link to={`/trades/${trade.id}/reference`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('trades.panel.leaveReference', { username })}
          </Link>
        </p>
      )}
      <TradeTimeline tradeId={trade.id} />
    </section>
  );
}
