import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { listingQueries, NeedOutcomeQuestion } from '../listings';
import { tradeQueries } from '../trades';

const ANSWERED = 'barteraid.needOutcomes';

/** Trades whose question was answered on this device ("Not yet" sets no status, so it is remembered here). */
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
 * "Did this meet your need?" for each completed trade on one of the member's needs that is still
 * open or partly met: Fully and Partly set the need's status (naming the trade), Not yet leaves it.
 */
export function NeedOutcomesCard() {
  const { t } = useTranslation();
  const trades = useQuery(tradeQueries.mine());
  const listings = useQuery(listingQueries.mine());
  const [answered, setAnswered] = useState(readAnswered);
  const needs = new Map((listings.data ?? []).filter((listing) => listing.type === 'need').map((listing) => [listing.id, listing]));
  const asked = (trades.data ?? [])
    .filter((trade) => trade.status === 'completed' && !answered.includes(trade.id))
    .flatMap((trade) => {
      const need = needs.get(trade.listingId);
      return need && need.isActive && (need.status === 'open' || need.status === 'partly_met') ? [{ trade, need }] : [];
    })
    .slice(0, 3);
  if (asked.length === 0) return null;
  const answer = (tradeId: string) => {
    const next = [...answered, tradeId].slice(-200);
    setAnswered(next);
    try {
      localStorage.setItem(ANSWERED, JSON.stringify(next));
    } catch {
      // Private mode: the question comes back on the next visit, which does no harm.
    }
  };
  return (
    <Card className="md:col-span-3" data-testid="need-outcomes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><HeartHandshake aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('dashboard.outcomes.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {asked.map(({ trade, need }) => (
            <li key={trade.id} className="space-y-1">
              <p className="text-sm font-semibold text-ink">{need.title}</p>
              <p className="text-xs text-muted">{t('dashboard.outcomes.with', { username: trade.counterparty.username })}</p>
              <NeedOutcomeQuestion listing={{ id: need.id, title: need.title, type: 'need', status: need.status }} tradeId={trade.id} onAnswered={() => answer(trade.id)} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
