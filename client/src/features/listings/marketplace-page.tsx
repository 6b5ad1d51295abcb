import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PackageSearch, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/ui/page';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useListings } from './listing-api';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import { MarketplaceFilterBar } from './marketplace-filters';
import { QuickStats } from './quick-stats';
import { useMarketplaceFilters } from './use-marketplace-filters';

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <PackageSearch aria-hidden="true" className="h-10 w-10 text-muted" />
      <p className="text-lg font-semibold text-ink">No listings found matching your criteria</p>
      <p className="text-sm text-muted">Try other words or fewer filters, or be the first to post.</p>
      <Button asChild className="mt-2">
        <Link to="/listings/new">Post the First Listing</Link>
      </Button>
    </Card>
  );
}

export default function MarketplacePage() {
  usePageTitle('Marketplace');
  const { filters, update, clear, active } = useMarketplaceFilters();
  const listings = useListings(filters);
  const items = listings.data?.pages.flatMap((page) => page.listings) ?? [];

  useEffect(() => {
    if (listings.isError) toastError('Error', serverMessage(listings.error) ?? 'Listings could not be loaded. Please try again.');
  }, [listings.isError, listings.error]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Marketplace</h1>
          <p className="mt-2 text-muted">Offers and needs from members near you. 1 credit = $1.</p>
        </div>
        <Button asChild>
          <Link to="/listings/new">
            <Plus aria-hidden="true" className="h-4 w-4" /> Post Listing
          </Link>
        </Button>
      </div>

      <div className="mt-6">
        <QuickStats />
      </div>

      <section aria-label="Search and filters" className="mt-6">
        <MarketplaceFilterBar filters={filters} onChange={update} onClear={clear} active={active} />
      </section>

      <section aria-label="Listings" aria-busy={listings.isLoading} className="mt-6">
        {listings.isLoading ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}><ListingCardSkeleton /></li>
            ))}
            <li className="sr-only" role="status">Loading listings…</li>
          </ul>
        ) : listings.isError ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink">Listings could not be loaded.</p>
            <Button variant="outline" className="mt-3" onClick={() => void listings.refetch()}>Try again</Button>
          </Card>
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((listing) => (
                <li key={listing.id}><ListingCard listing={listing} /></li>
              ))}
            </ul>
            {listings.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => void listings.fetchNextPage()} disabled={listings.isFetchingNextPage}>
                  {listings.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
