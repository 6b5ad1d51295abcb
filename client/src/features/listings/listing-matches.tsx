import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListingCard } from '@barteraid/events/contracts/listings';
import { Spinner } from '../../components/ui/spinner';
import { formatCredits } from '../../lib/format';
import { ContactButton } from './contact-button';
import { distanceText } from './distance';
import { UrgentBadge } from './listing-badges';
import { listingQueries, type MatchDraft } from './queries';
import type { ListingDraft } from './types';

/** Typing pauses this long before the draft is searched, so each key press is not a request. */
const SETTLE_MS = 500;

/** The draft as the matches endpoint reads it, or null while it has too few words to search. */
export function matchDraftOf(draft: Pick<ListingDraft, 'title' | 'description' | 'category' | 'type'>): MatchDraft | null {
  const title = draft.title.trim();
  const description = draft.description.trim();
  if (title.length < 3 && description.length < 10) return null;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(draft.category ? { category: draft.category } : {}),
    type: draft.type,
  };
}

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same fields is the same draft.
  }, [key]);
  return settled;
}

function MatchRow({ listing }: { listing: ListingCard }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-3 py-3" data-testid="listing-match">
      {listing.photo && (
        <img
          src={listing.photo.thumbnailUrl}
          width={listing.photo.thumbnailWidth}
          height={listing.photo.thumbnailHeight}
          alt=""
          loading="lazy"
          className="h-14 w-[4.5rem] shrink-0 rounded bg-slate-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {/* A new tab keeps the draft being written here. */}
          <a href={`/listings/${listing.id}`} target="_blank" rel="noopener" className="min-w-0 break-words text-sm font-semibold text-ink hover:underline">
            {listing.title}
          </a>
          {listing.isUrgent && <UrgentBadge />}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {/* The name as text: a row of small links beside Contact would be too tight to tap. */}
          <span>{listing.user.username}</span>
          <span>{formatCredits(listing.credits)} {t('marketplace.card.credits')}</span>
          {listing.distanceMiles !== undefined && <span>{distanceText(listing.distanceMiles)}</span>}
        </p>
      </div>
      <ContactButton listingId={listing.id} ownerId={listing.ownerId} title={listing.title} credits={listing.credits} size="sm" className="shrink-0 self-center" />
    </li>
  );
}

/**
 * Before a listing is posted: the offers that could meet a need being written, or the open needs
 * an offer could meet, from the search index (`GET /api/listings/matches`), each with Contact.
 */
export function ListingMatches({ draft }: { draft: ListingDraft }) {
  const { t } = useTranslation();
  const wanted = useSettled(matchDraftOf(draft));
  const matches = useQuery({ ...listingQueries.matches(wanted ?? { type: draft.type }), enabled: wanted !== null, staleTime: 30_000 });
  const forNeed = (wanted?.type ?? draft.type) === 'need';
  return (
    // Contact's proposal form sits in a portal, but React still bubbles its submit through here:
    // it stops here, so proposing a trade never also posts the listing being written.
    <section
      onSubmit={(event) => event.stopPropagation()}
      aria-labelledby="listing-matches"
      aria-busy={matches.isFetching}
      className="rounded-lg border border-slate-200 bg-canvas p-4"
      data-testid="listing-matches"
    >
      <h2 id="listing-matches" className="text-base font-semibold text-ink">{forNeed ? t('needs.matches.forNeed') : t('needs.matches.forOffer')}</h2>
      <p className="mt-1 text-sm text-muted">{t('needs.matches.intro')}</p>
      <div aria-live="polite">
        {wanted === null ? (
          <p className="mt-3 text-sm text-muted">{t('needs.matches.start')}</p>
        ) : matches.isLoading ? (
          <Spinner className="py-4" label={t('needs.matches.loading')} />
        ) : matches.isError ? (
          <p className="mt-3 text-sm text-muted">{t('needs.matches.failed')}</p>
        ) : !matches.data?.matches.length ? (
          <p className="mt-3 text-sm text-muted">{forNeed ? t('needs.matches.emptyNeed') : t('needs.matches.emptyOffer')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {matches.data.matches.map((listing) => <MatchRow key={listing.id} listing={listing} />)}
          </ul>
        )}
      </div>
    </section>
  );
}
