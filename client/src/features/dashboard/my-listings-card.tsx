import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { List } from 'lucide-react';
import type { UserListing } from '@barteraid/events/contracts/listings';
import { isClosedStatus } from '@barteraid/events/listing-statuses';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCredits } from '../../lib/format';
import { SectionState } from './section-state';
import { ActiveToggle, EndsText, endsSoon, listingQueries, RenewButton, StatusBadge, StatusSelect } from '../listings';

const typeOf = (listing: UserListing) => (listing.type === 'need' ? 'need' : 'offer');

/** One of the member's listings: its status to set, when it ends if soon, and its switch. */
function ListingRow({ listing }: { listing: UserListing }) {
  const { t } = useTranslation();
  // Only a running listing ends: a paused one or a met need is not counting down.
  const ending = listing.isActive && !isClosedStatus(listing.status) && endsSoon(listing.expiresAt);
  return (
    <li className="space-y-1.5 py-3" data-testid="my-listing">
      <div className="flex items-center justify-between gap-3">
        <Link to={`/listings/${listing.id}`} className="min-w-0 truncate text-sm font-semibold text-ink hover:underline">{listing.title}</Link>
        <span className="shrink-0 text-sm text-muted">{t('dashboard.listings.credits', { amount: formatCredits(listing.creditValue) })}</span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <StatusSelect listing={{ id: listing.id, title: listing.title, type: typeOf(listing), status: listing.status }} />
        <ActiveToggle
          listingId={listing.id}
          title={listing.title}
          isActive={listing.isActive}
          lockedReason={listing.deactivatedByAdmin ? (listing.deactivationReason ?? '') : null}
        />
        {ending && (
          <>
            <EndsText expiresAt={listing.expiresAt} className="text-xs font-semibold text-amber-900" />
            <RenewButton listing={listing} size="sm" className="ml-auto" />
          </>
        )}
      </div>
    </li>
  );
}

/** An expired listing waits here, off the marketplace, with Renew. */
function ExpiredRow({ listing }: { listing: UserListing }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3" data-testid="expired-listing">
      <div className="min-w-0">
        <Link to={`/listings/${listing.id}`} className="block truncate text-sm font-semibold text-ink hover:underline">{listing.title}</Link>
        <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
          <StatusBadge status={listing.status} expired />
          <StatusBadge status={listing.status} />
        </p>
      </div>
      <RenewButton listing={listing} />
    </li>
  );
}

export function MyListingsCard() {
  const listings = useQuery(listingQueries.mine());
  const { t } = useTranslation();
  const expired = listings.data?.filter((listing) => listing.expired && listing.isActive) ?? [];
  const current = { ...listings, data: listings.data?.filter((listing) => !(listing.expired && listing.isActive)) };
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2"><List aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('dashboard.listings.title')}</CardTitle>
        <Button asChild size="sm" variant="outline"><Link to="/listings/new">{t('dashboard.listings.post')}</Link></Button>
      </CardHeader>
      <CardContent>
        {expired.length > 0 && (
          <section aria-labelledby="expired-listings" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3">
            <h3 id="expired-listings" className="pt-3 text-sm font-semibold text-ink">{t('dashboard.listings.expired')}</h3>
            <p className="text-xs text-muted">{t('dashboard.listings.waiting')}</p>
            <ul className="divide-y divide-amber-200">
              {expired.map((listing) => <ExpiredRow key={listing.id} listing={listing} />)}
            </ul>
          </section>
        )}
        <SectionState query={current} error={t('dashboard.listings.error')} empty={expired.length ? null : t('dashboard.listings.empty')}>
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items.map((listing) => <ListingRow key={listing.id} listing={listing} />)}
            </ul>
          )}
        </SectionState>
      </CardContent>
    </Card>
  );
}
