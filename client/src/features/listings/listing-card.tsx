import { Clock, MapPin, Navigation, Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { formatCredits, timeAgo } from '../../lib/format';
import { ContactButton } from './contact-button';
import { OwnerName, TypeBadge, UrgentBadge } from './listing-badges';
import type { ListingCard as Listing } from '@barteraid/events/contracts/listings';
import { categoryLabel } from './types';
import { distanceText } from './distance';
import { StatusBadge } from './listing-status';

/** A marketplace card: everything section 2 lists, and the whole title is the link to the listing. */
export function ListingCard({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  return (
    <Card className="flex h-full flex-col p-5" data-testid="listing-card">
      {listing.photo && (
        // Lazy: the browser fetches a card's thumbnail only as it nears the screen; its size is set, so nothing moves.
        <img
          src={listing.photo.thumbnailUrl}
          width={listing.photo.thumbnailWidth}
          height={listing.photo.thumbnailHeight}
          alt={listing.photo.alt}
          loading="lazy"
          decoding="async"
          className="-mx-5 -mt-5 mb-4 aspect-[4/3] h-auto w-[calc(100%+2.5rem)] max-w-none rounded-t-xl bg-slate-100 object-cover"
          data-testid="listing-photo"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={listing.type} />
        {listing.isUrgent && <UrgentBadge />}
        <StatusBadge status={listing.status} expired={listing.expired} />
        <span className="ml-auto text-lg font-bold text-brand-900">
          {formatCredits(listing.credits)} <span className="text-sm font-medium text-muted">{t('marketplace.card.credits')}</span>
        </span>
      </div>
      <h2 className="mt-3 text-lg font-semibold leading-snug text-ink">
        <Link to={`/listings/${listing.id}`} className="hover:underline">
          {listing.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{listing.description}</p>
      <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm text-muted">
        <li className="flex min-w-0 items-center gap-1.5">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{listing.location}</span>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          <time dateTime={listing.createdAt} className="truncate">{timeAgo(listing.createdAt)}</time>
        </li>
        <li className={`${listing.distanceMiles === undefined ? 'col-span-2 ' : ''}flex min-w-0 items-center gap-1.5`}>
          <Tag aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{categoryLabel(listing.category)}</span>
        </li>
        {listing.distanceMiles !== undefined && (
          <li className="flex min-w-0 items-center gap-1.5" data-testid="listing-distance">
            <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span className="truncate">{distanceText(listing.distanceMiles)}</span>
          </li>
        )}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 mt-4">
        <OwnerName owner={listing.user} className="text-sm font-semibold text-ink" />
        {/* A met need or a taken offer (shown only when asked for) has nothing left to contact about. */}
        {listing.status !== 'met' && listing.status !== 'taken' && (
          <ContactButton listingId={listing.id} ownerId={listing.ownerId} title={listing.title} credits={listing.credits} size="sm" />
        )}
      </div>
    </Card>
  );
}

/** The card's shape while the first page loads. */
export function ListingCardSkeleton() {
  return (
    <Card className="flex h-full animate-pulse flex-col p-5" aria-hidden="true">
      <div className="flex gap-2">
        <div className="h-5 w-14 rounded-full bg-slate-200" />
        <div className="ml-auto h-6 w-20 rounded bg-slate-200" />
      </div>
      <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
      <div className="mt-5 grid grid-cols-2 gap-2">
        <div className="h-4 rounded bg-slate-100" />
        <div className="h-4 rounded bg-slate-100" />
      </div>
      <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
        <div className="h-4 w-24 rounded bg-slate-200" />
        <div className="h-9 w-24 rounded-lg bg-slate-200" />
      </div>
    </Card>
  );
}
