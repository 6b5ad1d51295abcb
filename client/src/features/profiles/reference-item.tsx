import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Reference } from '@barteraid/events/contracts/references';
import { MemberAvatar } from './member-avatar';
import { profilePath } from './profile-path';
import { Stars } from './stars';
import { longDate } from './format';

/** One reference: who wrote it and when, the stars, the comment and the trade it was about. */
export function ReferenceItem({ reference, showAuthor = true }: { reference: Reference; showAuthor?: boolean }) {
  const { t } = useTranslation('profiles');
  return (
    <article className="min-w-0 py-4" aria-label={t('item.from', { username: reference.author.username })}>
      <div className="flex items-center gap-3">
        {showAuthor && <MemberAvatar username={reference.author.username} avatar={reference.author.avatar} />}
        <div className="min-w-0 flex-1">
          {showAuthor && (
            <Link to={profilePath(reference.author.username)} className="block truncate font-semibold text-brand-700 hover:underline">
              {reference.author.username}
            </Link>
          )}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <Stars rating={reference.rating} />
            <time dateTime={reference.createdAt}>{longDate(reference.createdAt)}</time>
          </div>
        </div>
      </div>
      {reference.comment ? (
        <p className="mt-2 whitespace-pre-line break-words text-ink">{reference.comment}</p>
      ) : (
        <p className="mt-2 text-sm italic text-muted">{t('item.noComment')}</p>
      )}
      {reference.listingTitle && <p className="mt-1 break-words text-sm text-muted">{t('item.trade', { title: reference.listingTitle })}</p>}
    </article>
  );
}
