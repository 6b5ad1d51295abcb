import { AlertTriangle, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import type { ListingOwner } from '@barteraid/events/contracts/listings';
import type { ListingType } from './types';
import { profilePath } from '../profiles';

export function TypeBadge({ type }: { type: ListingType }) {
  const { t } = useTranslation();
  return (
    <Badge tone={type === 'offer' ? 'success' : 'brand'} className="tracking-wide">
      {type === 'offer' ? t('marketplace.card.offer') : t('marketplace.card.need')}
    </Badge>
  );
}

export function UrgentBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="danger" className="gap-1">
      <AlertTriangle aria-hidden="true" className="h-3 w-3" /> {t('marketplace.card.urgent')}
    </Badge>
  );
}

/** The owner's username, linking to their profile, with a star when their verification is approved. */
export function OwnerName({ owner, className }: { owner: ListingOwner; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1', className)}>
      <Link to={profilePath(owner.username)} className="truncate text-brand-700 hover:underline">{owner.username}</Link>
      {owner.verified && (
        <Star aria-label={t('marketplace.card.verified')} role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />
      )}
    </span>
  );
}
