import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { List, Map as MapIcon, PackageSearch, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/ui/page';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { listingParams, useListings } from './listing-api';
import { ListingCard, ListingCardSkeleton } from './listing-card';
import { MarketplaceFilterBar } from './marketplace-filters';
import { QuickStats } from './quick-stats';
import { useMarketplaceFilters } from './use-marketplace-filters';
import { SaveSearchAsAlert } from '../alerts';
import { useSession } from '../../lib/session';
import type { ListingCard as Listing } from '@barteraid/events/contracts/listings';

/** The map's code (Leaflet, the outlines, clustering) loads only when the Map view opens. */
const ListingsMap = lazy(() => import('./listings-map'));

/** List or Map: two toggle buttons, the list first. */
function ViewToggle({ map, onChange }: { map: boolean; onChange: (map: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('marketplace.map.views')} className="inline-flex rounded-lg border border-slate-300 p-0.5">
      <Button variant={map ? 'ghost' : 'primary'} size="sm" aria-pressed={!map} onClick={() => onChange(false)}>
        <List aria-hidden="true" className="h-4 w-4" /> {t('marketplace.map.list')}
      </Button>
      <Button variant={map ? 'primary' : 'ghost'} size="sm" aria-pressed={map} onClick={() => onChange(true)}>
        <MapIcon aria-hidden="true" className="h-4 w-4" /> {t('marketplace.map.map')}
      </Button>
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <PackageSearch aria-hidden="true" className="h-10 w-10 text-muted" />
      <p className="text-lg font-semibold text-ink">{t('marketplace.empty.title')}</p>
      <p className="text-sm text-muted">{t('marketplace.empty.text')}</p>
      <Button asChild className="mt-2">
        <Link to="/listings/new">{t('marketplace.empty.post')}</Link>
      </Button>
    </Card>
  );
}

/** "Showing results for water — search instead for watr": the server corrected words that found nothing. */
function Correction({ searchedFor, correctedFrom }: { searchedFor: string; correctedFrom: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // The same filters, the words as typed.
  const asTyped = new URLSearchParams(search);
  asTyped.set('search', correctedFrom);
  asTyped.set('asTyped', 'true');
  return (
    <p className="mb-4 break-words text-sm text-muted" data-testid="search-correction">
      {t('marketplace.correction.showingResultsFor')} <strong className="text-ink">{searchedFor}</strong> —{' '}
      {t('marketplace.correction.searchInsteadFor')}{' '}
      <Link to={{ search: asTyped.toString() }} className="font-medium text-brand-700 underline">{correctedFrom}</Link>
    </p>
  );
}

/**
 * The cards, drawn again only when the listings change (not on each keystroke in the filters). The
 * browser lays out and paints only the cards near the screen (`content-visibility: auto`): on a
 * phone that is one or two of a page of twenty.
 */
const ListingGrid = memo(function ListingGrid({ items }: { items: Listing[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((listing) => (
        <li key={listing.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]"><ListingCard listing={listing} /></li>
      ))}
    </ul>
  );
});

export default function MarketplacePage() {
  const { t } = useTranslation();
  usePageTitle(t('marketplace.title'));
  const { filters, update, clear, active } = useMarketplaceFilters();
  const { user } = useSession();
  const area = user?.area ?? null;
  const listings = useListings(filters, area);
  // The cards are drawn from deferred copies of the answer, starting from "loading" even when the
  // answer is already there: React draws them in a render it may interrupt, so on a slow phone a
  // page of cards arriving does not hold up a tap or a keystroke (as one uninterrupted render it
  // was the longest task of the page's load).
  const shownPages = useDeferredValue(listings.data?.pages, undefined);
  const loading = useDeferredValue(listings.isLoading, true);
  const failed = useDeferredValue(listings.isError, false);
  const items = useMemo(() => shownPages?.flatMap((page) => page.listings) ?? [], [shownPages]);
  const firstPage = shownPages?.[0];

  const nearLat = filters.near ? area?.lat : undefined;
  const nearLng = filters.near ? area?.lng : undefined;
  const nearArea = useMemo(() => (nearLat === undefined || nearLng === undefined ? null : { lat: nearLat, lng: nearLng }), [nearLat, nearLng]);

  useEffect(() => {
    if (listings.isError) toastError(t('common.error'), serverMessage(listings.error) ?? t('marketplace.loadErrorToast'));
  }, [listings.isError, listings.error, t]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('marketplace.title')}</h1>
          <p className="mt-2 text-muted">{t('marketplace.intro')}</p>
        </div>
        <Button asChild>
          <Link to="/listings/new">
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('marketplace.post')}
          </Link>
        </Button>
      </div>

      <div className="mt-6">
        <QuickStats />
      </div>

      <section aria-label={t('marketplace.searchAndFilters')} className="mt-6">
        <MarketplaceFilterBar filters={filters} onChange={update} onClear={clear} active={active} signedIn={Boolean(user)} hasArea={Boolean(area)} />
        {user && active && (
          <div className="mt-3">
            <SaveSearchAsAlert
              key={JSON.stringify(filters)}
              search={{ search: filters.search, category: filters.category, type: filters.type, urgent: filters.urgent, radiusMiles: filters.near && area ? filters.radius : null }}
            />
          </div>
        )}
      </section>

      <div className="mt-6 flex justify-end">
        <ViewToggle map={filters.map} onChange={(map) => update({ map })} />
      </div>

      {filters.map ? (
        <section aria-label={t('marketplace.map.label')} className="mt-4">
          <Suspense fallback={<p role="status" className="text-sm text-muted">{t('marketplace.map.loading')}</p>}>
            <ListingsMap params={listingParams(filters, area)} origin={nearArea} onList={() => update({ map: false })} />
          </Suspense>
        </section>
      ) : (
      <section aria-label={t('marketplace.listings')} aria-busy={loading} className="mt-4">
        {!loading && firstPage?.searchedFor && firstPage.correctedFrom && (
          <Correction searchedFor={firstPage.searchedFor} correctedFrom={firstPage.correctedFrom} />
        )}
        {loading ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}><ListingCardSkeleton /></li>
            ))}
            <li className="sr-only" role="status">{t('marketplace.loadingListings')}</li>
          </ul>
        ) : failed ? (
          <Card className="p-6 text-center">
            <p className="font-semibold text-ink">{t('marketplace.loadError')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void listings.refetch()}>{t('common.tryAgain')}</Button>
          </Card>
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ListingGrid items={items} />
            {listings.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => void listings.fetchNextPage()} disabled={listings.isFetchingNextPage}>
                  {listings.isFetchingNextPage ? t('common.loading') : t('marketplace.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      )}
    </div>
  );
}
