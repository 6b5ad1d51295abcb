import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, Lock, MessageSquare, Repeat, Undo2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCredits, timeAgo } from '../../lib/format';
import { storedText } from '../../i18n/stored-text';
import type { CreditTransaction } from '@barteraid/events/contracts/credits';
import { useUnreadMessages } from '../notifications';
import { SectionState } from './section-state';
import { tradeQueries } from '../trades';

const ACTIVE = new Set(['pending', 'accepted']);

export function ActiveTradesCard() {
  const trades = useQuery(tradeQueries.mine());
  const { t } = useTranslation();
  const active = { ...trades, data: trades.data?.filter((trade) => ACTIVE.has(trade.status)).slice(0, 3) };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Repeat aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('dashboard.trades.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState
          query={active}
          error={t('dashboard.trades.error')}
          empty={<>{t('dashboard.trades.emptyBefore')}<Link className="font-semibold text-brand-700 underline" to="/marketplace">{t('dashboard.trades.emptyLink')}</Link>{t('dashboard.trades.emptyAfter')}</>}
        >
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((trade) => (
                <li key={trade.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-ink">{trade.listingTitle ?? t('dashboard.trades.fallbackTitle')}</p>
                    <p className="text-xs text-muted">{t('dashboard.trades.with', { username: trade.counterparty.username, amount: formatCredits(trade.creditAmount) })}</p>
                  </div>
                  <Badge tone={trade.status === 'accepted' ? 'success' : 'warning'}>{t(`trades.status.${trade.status}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}

export function MessagesCard() {
  const { count } = useUnreadMessages(true);
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><MessageSquare aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('dashboard.messages.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-bold text-ink">{count} <span className="text-base font-medium text-muted">{t('dashboard.messages.new')}</span></p>
        <Button asChild variant="secondary" className="w-full"><Link to="/messages">{t('dashboard.messages.open')}</Link></Button>
      </CardContent>
    </Card>
  );
}

const activityLook = {
  earned: { Icon: ArrowDownLeft, icon: 'text-green-700', amount: 'text-green-800' },
  spent: { Icon: ArrowUpRight, icon: 'text-red-700', amount: 'text-red-800' },
  hold: { Icon: Lock, icon: 'text-amber-700', amount: 'text-amber-900' },
  release: { Icon: Undo2, icon: 'text-brand-700', amount: 'text-brand-900' },
} as const;

/**
 * One entry as what it did: a receipt adds, a payment takes, and a hold only sets credits aside
 * (its trade's payment, if it comes, is its own line) — so a hold and its payment never read as two charges.
 */
function ActivityLine({ entry }: { entry: CreditTransaction }) {
  const { t } = useTranslation();
  const kind = entry.kind in activityLook ? (entry.kind as keyof typeof activityLook) : null;
  const look = activityLook[kind ?? (entry.type === 'earned' ? 'earned' : 'spent')];
  const amount = formatCredits(Math.abs(Number.parseFloat(entry.amount)));
  const shown =
    kind === 'hold' ? t('dashboard.activity.held', { amount })
    : kind === 'release' ? t('dashboard.activity.returned', { amount })
    : `${entry.type === 'earned' ? '+' : entry.type === 'spent' ? '−' : ''}${amount}`;
  return (
    <>
      <look.Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${look.icon}`} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-ink">{storedText(entry.description, entry.descriptionMessage)}</p>
        <p className="text-xs text-muted">{timeAgo(entry.createdAt)}</p>
      </div>
      <span className={`whitespace-nowrap text-sm font-semibold tabular-nums ${look.amount}`}>{shown}</span>
    </>
  );
}

export function RecentActivityCard({ transactions, isLoading, isError }: { transactions: CreditTransaction[] | undefined; isLoading: boolean; isError: boolean }) {
  const { t } = useTranslation();
  const latest = [...(transactions ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('dashboard.activity.title')}</CardTitle>
        <Button asChild size="sm" variant="outline"><Link to="/statement">{t('dashboard.activity.statement')}</Link></Button>
      </CardHeader>
      <CardContent>
        <SectionState query={{ data: latest, isLoading, isError }} error={t('dashboard.activity.error')} empty={t('dashboard.activity.empty')}>
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((entry) => (
                <li key={entry.id} data-kind={entry.kind} className="flex items-center gap-3 py-2">
                  <ActivityLine entry={entry} />
                </li>
              ))}
            </ul>
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}
