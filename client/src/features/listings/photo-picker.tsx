import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { UploadError, serverMessage, uploadFile } from '../../lib/api';
import { MAX_LISTING_PHOTOS, MAX_PHOTO_ALT, PHOTO_MAX_BYTES, PHOTO_TYPES, type DraftPhoto } from './types';

let counter = 0;

/**
 * Up to four photos of a listing: each is uploaded as soon as it is chosen (purpose
 * `listing-photo`; the server keeps a display size and a thumbnail without the file's metadata),
 * shown as its thumbnail with a field for what it shows, and can be removed.
 */
export function PhotoPicker({ photos, onChange, disabled }: { photos: DraftPhoto[]; onChange: (update: (photos: DraftPhoto[]) => DraftPhoto[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('listings');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (key: string, change: Partial<DraftPhoto>) => onChange((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = Math.max(0, MAX_LISTING_PHOTOS - photos.length);
    const tooLarge = chosen.filter((file) => file.size > PHOTO_MAX_BYTES);
    const fitting = chosen.filter((file) => file.size <= PHOTO_MAX_BYTES);
    const added = fitting.slice(0, room);
    const problems = [
      tooLarge.length > 0 && t('photos.tooLarge', { names: tooLarge.map((file) => file.name).join(', ') }),
      fitting.length > added.length && t('photos.tooMany', { max: MAX_LISTING_PHOTOS }),
    ].filter(Boolean);
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    const items = added.map((file): DraftPhoto => ({ key: `photo-${++counter}`, name: file.name, status: 'uploading', alt: '' }));
    onChange((list) => [...list, ...items]);
    items.forEach((item, index) => {
      uploadFile(added[index]!, 'listing-photo').then(
        ({ objectId, stored }) => {
          const thumbnail = stored?.image?.thumbnail;
          update(item.key, { status: 'done', id: objectId, thumbnailUrl: thumbnail?.url, thumbnailWidth: thumbnail?.width, thumbnailHeight: thumbnail?.height });
        },
        (failure: unknown) => {
          const reason = failure instanceof UploadError ? failure.reason : serverMessage(failure);
          onChange((list) => list.filter((photo) => photo.key !== item.key));
          setProblem(`${item.name}: ${reason ?? t('photos.failed')}`);
        },
      );
    });
  };

  const remove = (photo: DraftPhoto) => {
    onChange((list) => list.filter((each) => each.key !== photo.key));
    setProblem(null);
    input.current?.focus();
  };

  const full = photos.length >= MAX_LISTING_PHOTOS;
  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-ink">
        {t('photos.legend')} <span className="font-normal text-muted">{t('photos.optional')}</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">{t('photos.hint', { max: MAX_LISTING_PHOTOS })}</p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t('photos.chosen')}>
          {photos.map((photo, index) => (
            <li key={photo.key} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-2" data-testid="photo-draft">
              {photo.status === 'done' && photo.thumbnailUrl ? (
                <img
                  src={photo.thumbnailUrl}
                  width={photo.thumbnailWidth}
                  height={photo.thumbnailHeight}
                  alt=""
                  className="h-[60px] w-20 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="flex h-[60px] w-20 shrink-0 items-center justify-center rounded bg-slate-100" role="status">
                  <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-muted" />
                  <span className="sr-only">{t('photos.uploading', { name: photo.name })}</span>
                </span>
              )}
              <label htmlFor={`${inputId}-alt-${photo.key}`} className="text-sm font-semibold text-ink">
                {t('photos.alt', { number: index + 1 })}
              </label>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(photo)} disabled={disabled} aria-label={t('photos.remove', { number: index + 1 })} className="shrink-0">
                <X aria-hidden="true" className="h-4 w-4" />
              </Button>
              <div className="col-span-3">
                <Input
                  id={`${inputId}-alt-${photo.key}`}
                  value={photo.alt}
                  maxLength={MAX_PHOTO_ALT}
                  placeholder={t('photos.altPlaceholder')}
                  onChange={(event) => update(photo.key, { alt: event.target.value })}
                  disabled={disabled}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input ref={input} id={inputId} type="file" multiple accept={PHOTO_TYPES.join(',')} className="peer sr-only" onChange={choose} disabled={disabled || full} />
        <label
          htmlFor={inputId}
          className={
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 ' +
            'peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ' +
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
          }
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" /> {full ? t('photos.full', { max: MAX_LISTING_PHOTOS }) : t('photos.add')}
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
