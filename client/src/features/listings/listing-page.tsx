import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Clock, MapPin, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { usePageTitle } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { errorStatus } from '../../lib/api';
import { formatCredits, formatDateTime, timeAgo } from '../../lib/format';
import { useSession } from '../../lib/session';
import { ContactButton } from './contact-button';
import { useListing, useReviseListing } from './listing-api';
import { TypeBadge, UrgentBadge } from './listing-badges';
import { ListingForm } from './listing-form';
import { AdminTakeDown, OwnerActions } from './owner-actions';
import { OwnerSummary } from './owner-summary';
import { ReportButton } from '../moderation';
import type { ListingDetail } from '@barteraid/events/contracts/listings';
import { categoryLabel, isCategory } from './types';
import { distanceText, roundedDistance } from './distance';
import { Navigation } from 'lucide-react';
import { PhotoGallery } from './photo-gallery';
import { StatusBadge } from './listing-status';

function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('marketplace.listing.notFound'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('marketplace.listing.notFound')}</h1>
      <p className="mt-2 text-muted">{t('marketplace.listing.notFoundText')}</p>
      <Button asChild className="mt-6"><Link to="/marketplace">{t('marketplace.listing.back')}</Link></Button>
    </div>
  );
}

function EditListing({ listing, onDone }: { listing: ListingDetail; onDone: () => void }) {
  const revise = useReviseListing(listing.id);
  const { t } = useTranslation('listings');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-ink">{t('edit.title')}</h2>
      <ListingForm
        initial={{
          title: listing.title,
          description: listing.description,
          category: isCategory(listing.category) ? listing.category : '',
          type: listing.type,
          credits: listing.credits,
          location: listing.location,
          isUrgent: listing.isUrgent,
          photos: listing.photos.map((photo) => ({
            key: photo.id,
            name: photo.alt,
            status: 'done',
            id: photo.id,
            thumbnailUrl: photo.thumbnailUrl,
            thumbnailWidth: photo.thumbnailWidth,
            thumbnailHeight: photo.thumbnailHeight,
            alt: photo.ownAlt ?? '',
          })),
        }}
        submitLabel={t('edit.submit')}
        busyLabel={t('edit.busy')}
        onSubmit={async (draft) => {
          await revise.mutateAsync(draft);
          toast({ title: t('edit.updated'), description: t('edit.updatedDescription') });
          onDone();
        }}
        onCancel={onDone}
      />
    </Card>
  );
}

function ListingBody({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // From the member's own area (theirs to know) to the listing's public place, rounded as the marketplace rounds it.
  const distance = user?.area && listing.place && !listing.isOwner ? roundedDistance(user.area, listing.place) : null;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={listing.type} />
        {listing.isUrgent && <UrgentBadge />}
        <StatusBadge status={listing.status} expired={listing.expired} />
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{listing.title}</h1>
      {listing.photos.length > 0 && <PhotoGallery photos={listing.photos} />}
      <p className="mt-2 text-2xl font-bold text-brand-900">
        {formatCredits(listing.credits)} <span className="text-base font-medium text-muted">{t('marketplace.card.credits')}</span>
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
        <li className="flex items-center gap-1.5"><MapPin aria-hidden="true" className="h-4 w-4" /> {listing.location}</li>
        {distance !== null && (
          <li className="flex items-center gap-1.5" data-testid="listing-distance"><Navigation aria-hidden="true" className="h-4 w-4" /> {distanceText(distance)}</li>
        )}
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <time dateTime={listing.createdAt} title={formatDateTime(listing.createdAt, {})}>{t('marketplace.listing.posted', { when: timeAgo(listing.createdAt) })}</time>
        </li>
        <li className="flex items-center gap-1.5"><Tag aria-hidden="true" className="h-4 w-4" /> {categoryLabel(listing.category)}</li>
      </ul>
      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">{t('marketplace.listing.description')}</h2>
      <p className="mt-2 whitespace-pre-line break-words text-ink">{listing.description}</p>
    </Card>
  );
}

export default function ListingPage() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation();
  usePageTitle(listing.data?.title ?? t('marketplace.listing.title'));

  if (listing.isLoading) return <Spinner label={t('marketplace.listing.loading')} />;
  if (errorStatus(listing.error) === 404 || (!listing.data && !listing.isError)) return <NotFound />;
  if (!listing.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="font-semibold text-ink">{t('marketplace.listing.loadError')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void listing.refetch()}>{t('common.tryAgain')}</Button>
      </div>
    );
  }

  const data = listing.data;
  const viewerIsAdmin = Boolean(user?.isAdmin) && !data.isOwner;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/marketplace" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('marketplace.title')}
      </Link>
      {!data.isActive && (
        <div className="mt-4">
          <FormAlert
            message={
              data.deactivatedByAdmin
                ? data.deactivationReason
                  ? t('marketplace.listing.adminDeactivatedReason', { reason: data.deactivationReason })
                  : t('marketplace.listing.adminDeactivated')
                : t('marketplace.listing.inactive')
            }
          />
        </div>
      )}
      {data.isActive && data.expired && (
        <div className="mt-4">
          <FormAlert message={t('needs.expired')} />
        </div>
      )}
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {editing ? <EditListing listing={data} onDone={() => setEditing(false)} /> : <ListingBody listing={data} />}
        </div>
        <aside className="space-y-4">
          {data.isOwner ? (
            <OwnerActions listing={data} onEdit={() => setEditing(true)} />
          ) : (
            data.isActive && !data.expired && data.status !== 'met' && data.status !== 'taken' && (
              <ContactButton listingId={data.id} ownerId={data.ownerId} title={data.title} credits={data.credits} size="lg" className="w-full" />
            )
          )}
          <OwnerSummary owner={data.user} />
          {viewerIsAdmin && <AdminTakeDown listing={data} />}
          {!data.isOwner && (
            <ReportButton target={{ subject: 'listing', listingId: data.id, title: data.title }} label={t('marketplace.listing.report')} className="w-full text-muted" />
          )}
        </aside>
      </div>
    </div>
  );
}
