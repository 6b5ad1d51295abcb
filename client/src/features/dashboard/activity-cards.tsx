import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowUpRight, MessageSquare, Repeat, List } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCredits, timeAgo } from '../../lib/format';
import type { CreditTransaction } from '@barteraid/events/contracts/credits';
import { useUnreadMessages } from '../notifications';
import { SectionState } from './section-state';
import { ActiveToggle, listingQueries } from '../listings';
import { tradeQueries } from '../trades';

const ACTIVE = new Set(['pending', 'accepted']);

export function ActiveTradesCard() {
  const trades = useQuery(tradeQueries.mine());
  const active = { ...trades, data: trades.data?.filter((trade) => ACTIVE.has(trade.status)).slice(0, 3) };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Repeat aria-hidden="true" className="h-5 w-5 text-brand-700" /> Active trades</CardTitle>
      </CardHeader>
      <CardContent>
        <SectionState
          query={active}
          error="Your trades could not be loaded right now."
          empty={<>No active trades. <Link className="font-semibold text-brand-700 underline" to="/marketplace">Browse the marketplace</Link> to start one.</>}
        >
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((trade) => (
                <li key={trade.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-ink">{trade.listingTitle ?? 'Trade proposal'}</p>
                    <p className="text-xs text-muted">with {trade.counterparty.username} · {formatCredits(trade.creditAmount)} credits</p>
                  </div>
                  <Badge tone={trade.status === 'accepted' ? 'success' : 'warning'}>{trade.status}</Badge>
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
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><MessageSquare aria-hidden="true" className="h-5 w-5 text-brand-700" /> Messages</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-3xl font-bold text-ink">{count} <span className="text-base font-medium text-muted">New</span></p>
        <Button asChild variant="secondary" className="w-full"><Link to="/messages">Open messages</Link></Button>
      </CardContent>
    </Card>
  );
}

export function RecentActivityCard({ transactions, isLoading, isError }: { transactions: CreditTransaction[] | undefined; isLoading: boolean; isError: boolean }) {
  const latest = [...(transactions ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Recent activity</CardTitle>
        <Button asChild size="sm" variant="outline"><Link to="/statement">View full statement</Link></Button>
      </CardHeader>
      <CardContent>
        <SectionState query={{ data: latest, isLoading, isError }} error="Your activity could not be loaded right now." empty="No activity yet.">
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((entry) => {
                const incoming = entry.type === 'earned';
                const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
                return (
                  <li key={entry.id} className="flex items-center gap-3 py-2">
                    <Icon aria-hidden="true" className={incoming ? 'h-4 w-4 text-green-700' : 'h-4 w-4 text-red-700'} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm text-ink">{entry.description}</p>
                      <p className="text-xs text-muted">{timeAgo(entry.createdAt)}</p>
                    </div>
                    <span className={incoming ? 'text-sm font-semibold text-green-800' : 'text-sm font-semibold text-red-800'}>
                      {incoming ? '+' : entry.type === 'spent' ? '-' : ''}
                      {formatCredits(Math.abs(Number.parseFloat(entry.amount)))}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}

export function MyListingsCard() {
  const listings = useQuery(listingQueries.mine());
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2"><List aria-hidden="true" className="h-5 w-5 text-brand-700" /> My listings</CardTitle>
        <Button asChild size="sm" variant="outline"><Link to="/listings/new">Post Listing</Link></Button>
      </CardHeader>
      <CardContent>
        <SectionState query={listings} error="Your listings could not be loaded right now." empty="You have not posted any listings yet.">
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((listing) => (
                <li key={listing.id} className="flex items-center justify-between gap-3 py-2">
                  <Link to={`/listings/${listing.id}`} className="min-w-0 truncate text-sm font-semibold text-ink hover:underline">{listing.title}</Link>
                  <div className="flex shrink-0 items-center gap-2">
                    <span className="text-sm text-muted">{formatCredits(listing.creditValue)} credits</span>
                    <ActiveToggle
                      listingId={listing.id}
                      title={listing.title}
                      isActive={listing.isActive}
                      lockedReason={listing.deactivatedByAdmin ? (listing.deactivationReason ?? '') : null}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}
