import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { CalendarDays, MapPin, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberListing, PublicProfile } from '@barteraid/events/contracts/members';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { formatCredits } from '../../lib/format';
import { useSession } from '../../lib/session';
import { monthYear } from './format';
import { MemberAvatar } from './member-avatar';
import { profileQueries } from './queries';
import { ReferenceItem } from './reference-item';
import { Stars } from './stars';
import { ReportButton } from '../moderation';
import { BlockButton } from '../blocks';

/** Where a member edits what their profile shows (their picture). */
const EDIT_PROFILE_PATH = '/avatar-upload';

function MemberNotFound() {
  const { t } = useTranslation('profiles');
  usePageTitle(t('notFound'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('notFound')}</h1>
      <p className="mt-2 text-muted">{t('notFoundText')}</p>
      <Button asChild className="mt-6"><Link to="/marketplace">{t('back')}</Link></Button>
    </div>
  );
}

function ProfileHeader({ profile, isMe }: { profile: PublicProfile; isMe: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <MemberAvatar username={profile.username} avatar={profile.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="flex min-w-0 items-center gap-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <span className="truncate">{profile.username}</span>
            {profile.verified && <Star aria-label={t('verified')} role="img" className="h-6 w-6 shrink-0 fill-amber-400 text-amber-600" />}
          </h1>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              <span>{t('memberSince')}<time dateTime={profile.memberSince}>{monthYear(profile.memberSince)}</time></span>
            </li>
            {profile.location && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                <span>{profile.location}</span>
              </li>
            )}
          </ul>
        </div>
        {isMe && (
          <Button asChild variant="outline" className="self-start sm:self-center">
            <Link to={EDIT_PROFILE_PATH}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> {t('edit')}
            </Link>
          </Button>
        )}
        {!isMe && (
          <div className="flex flex-wrap gap-1 self-start sm:self-center">
            <ReportButton target={{ subject: 'member', memberId: profile.id, username: profile.username }} variant="outline" />
            <BlockButton member={{ id: profile.id, username: profile.username }} variant="outline" />
          </div>
        )}
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-muted">
            {profile.rating === null
              ? t('rating')
              : t('ratingFrom', { count: profile.referenceCount, references: profile.referenceCount === 1 ? t('reference') : t('references') })}
          </dt>
          <dd className="flex flex-wrap items-center gap-x-2 text-lg font-semibold text-ink">
            {profile.rating === null ? (
              <span className="text-base font-medium text-muted">{t('noReferences')}</span>
            ) : (
              <>
                <Stars rating={Number(profile.rating)} decorative />
                <span>{profile.rating}<span className="sr-only">{t('outOf5')}</span></span>
              </>
            )}
          </dd>
        </div>
        <div className="flex flex-col-reverse rounded-lg bg-slate-50 p-3">
          <dt className="text-sm text-muted">{t('completedTrades')}</dt>
          <dd className="text-lg font-semibold text-ink">{profile.totalTrades}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** "Show more" for a paged list; it stays focusable (not disabled) while the next page loads. */
function ShowMore({ hasMore, loading, onClick, what }: { hasMore: boolean; loading: boolean; onClick: () => void; what: string }) {
  const { t } = useTranslation('profiles');
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="mt-2 w-full sm:w-auto" onClick={() => !loading && onClick()} aria-busy={loading || undefined}>
      {loading ? t('loadingMore') : <>{t('showMore')}<span className="sr-only"> {what}</span></>}
    </Button>
  );
}

function ReferencesSection({ username }: { username: string }) {
  const references = useInfiniteQuery({ ...profileQueries.references(username), staleTime: 0 });
  const items = references.data?.pages.flatMap((page) => page.references) ?? [];
  const { t } = useTranslation('profiles');
  return (
    <section aria-labelledby="references-heading">
      <Card className="h-full p-5 sm:p-6">
        <h2 id="references-heading" className="text-xl font-semibold text-ink">{t('referencesTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{t('referencesIntro', { username })}</p>
        {references.isLoading ? (
          <Spinner label={t('loadingReferences')} className="py-6" />
        ) : references.isError ? (
          <div className="py-4">
            <p className="text-sm text-muted">{t('referencesFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void references.refetch()}>{t('tryAgain')}</Button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-4 text-muted">{t('referencesEmpty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((reference) => (
              <li key={reference.id}><ReferenceItem reference={reference} /></li>
            ))}
          </ul>
        )}
        <ShowMore
          hasMore={references.hasNextPage}
          loading={references.isFetchingNextPage}
          onClick={() => void references.fetchNextPage()}
          what={t('references')}
        />
      </Card>
    </section>
  );
}

function ListingRow({ listing }: { listing: MemberListing }) {
  const { t } = useTranslation('profiles');
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link to={`/listings/${listing.id}`} className="font-semibold text-brand-700 hover:underline break-words">
          {listing.title}
        </Link>
        <p className="mt-0.5 text-sm text-muted">
          {listing.type === 'offer' ? t('offer') : t('need')}
          {listing.isUrgent && <span className="font-semibold text-red-800">{t('urgent')}</span>} · {listing.location}
        </p>
      </div>
      <p className="shrink-0 text-right font-semibold text-brand-900">
        {formatCredits(listing.credits)} <span className="text-sm font-medium text-muted">{t('credits')}</span>
      </p>
    </li>
  );
}

function ListingsSection({ username }: { username: string }) {
  const listings = useInfiniteQuery({ ...profileQueries.listings(username), staleTime: 0 });
  const items = listings.data?.pages.flatMap((page) => page.listings) ?? [];
  const { t } = useTranslation('profiles');
  return (
    <section aria-labelledby="listings-heading">
      <Card className="h-full p-5 sm:p-6">
        <h2 id="listings-heading" className="text-xl font-semibold text-ink">{t('listingsTitle')}</h2>
        {listings.isLoading ? (
          <Spinner label={t('loadingListings')} className="py-6" />
        ) : listings.isError ? (
          <div className="py-4">
            <p className="text-sm text-muted">{t('listingsFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void listings.refetch()}>{t('tryAgain')}</Button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-4 text-muted">{t('listingsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((listing) => <ListingRow key={listing.id} listing={listing} />)}
          </ul>
        )}
        <ShowMore
          hasMore={listings.hasNextPage}
          loading={listings.isFetchingNextPage}
          onClick={() => void listings.fetchNextPage()}
          what={t('listingsWhat')}
        />
      </Card>
    </section>
  );
}

/** A member's public profile: who they are, how others rated them, what they offer and need. */
export default function ProfilePage() {
  const { username = '' } = useParams();
  const profile = useQuery({ ...profileQueries.one(username), staleTime: 0 });
  const { user } = useSession();
  const { t } = useTranslation('profiles');
  usePageTitle(profile.data ? t('pageTitle', { username: profile.data.username }) : t('fallbackTitle'));

  if (profile.isLoading) return <Spinner label={t('loading')} />;
  if (errorStatus(profile.error) === 404) return <MemberNotFound />;
  if (!profile.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="font-semibold text-ink">{t('failed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void profile.refetch()}>{t('tryAgain')}</Button>
      </div>
    );
  }

  const member = profile.data;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <ProfileHeader profile={member} isMe={user?.id === member.id} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ReferencesSection username={member.username} />
        <ListingsSection username={member.username} />
      </div>
    </div>
  );
}
