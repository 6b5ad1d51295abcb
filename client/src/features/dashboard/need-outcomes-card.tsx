import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { listingQueries } from '../listings';
import { NeedOutcomeQuestion, stillNeeded, tradeQueries, useAnsweredOutcomes } from '../trades';

/**
 * "Did this meet your need?" for each completed trade on one of the member's needs that is still
 * open or partly met (the trade's panel asks the same), from the member's trades and listings.
 */
export function NeedOutcomesCard() {
  const { t } = useTranslation();
  const trades = useQuery(tradeQueries.mine());
  const listings = useQuery(listingQueries.mine());
  const { answered, remember } = useAnsweredOutcomes();
  const needs = new Map((listings.data ?? []).filter((listing) => listing.type === 'need').map((listing) => [listing.id, listing]));
  const asked = (trades.data ?? [])
    .filter((trade) => trade.status === 'completed' && !answered.includes(trade.id))
    .flatMap((trade) => {
      const need = needs.get(trade.listingId);
      return need && need.isActive && stillNeeded(need.status) ? [{ trade, need }] : [];
    })
    .slice(0, 3);
  if (asked.length === 0) return null;
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
              <NeedOutcomeQuestion need={need} tradeId={trade.id} onAnswered={() => remember(trade.id)} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
