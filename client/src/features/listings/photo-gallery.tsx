import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPhotoView } from '@barteraid/events/contracts/listing-photos';
import { cn } from '../../lib/cn';

/**
 * A listing's photos: the chosen one at its display size (its width and height set, so nothing
 * below moves when it arrives) and, with more than one, a row of thumbnails to choose it. The row
 * is one tab stop: the arrow keys, Home and End move between its thumbnails, as in a tab list.
 */
export function PhotoGallery({ photos }: { photos: ListingPhotoView[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const photo = photos[Math.min(shown, photos.length - 1)]!;

  const move = (event: KeyboardEvent, index: number) => {
    const last = photos.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setShown(next);
    buttons.current[next]?.focus();
  };

  return (
    <figure className="mt-4" data-testid="listing-gallery">
      <div className="overflow-hidden rounded-lg bg-slate-100">
        <img
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          decoding="async"
          className="mx-auto h-auto max-h-[28rem] w-auto max-w-full object-contain"
        />
      </div>
      {photos.length > 1 && (
        <div role="group" aria-label={t('marketplace.listing.photos', { count: photos.length })} className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {photos.map((each, index) => (
            <button
              key={each.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === shown ? 0 : -1}
              aria-pressed={index === shown}
              aria-label={t('marketplace.listing.showPhoto', { number: index + 1, count: photos.length })}
              onClick={() => setShown(index)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'shrink-0 overflow-hidden rounded-md border-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                index === shown ? 'border-brand-700' : 'border-transparent',
              )}
            >
              <img src={each.thumbnailUrl} width={each.thumbnailWidth} height={each.thumbnailHeight} alt="" loading="lazy" decoding="async" className="h-12 w-16 object-cover" />
            </button>
          ))}
        </div>
      )}
      <figcaption className="sr-only">{photo.alt}</figcaption>
    </figure>
  );
}
