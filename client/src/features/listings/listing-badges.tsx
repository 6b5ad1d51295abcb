import { AlertTriangle, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import type { ListingOwner } from '@barteraid/events/contracts/listings';
import type { ListingType } from './types';

export function TypeBadge({ type }: { type: ListingType }) {
  return (
    <Badge tone={type === 'offer' ? 'success' : 'brand'} className="tracking-wide">
      {type === 'offer' ? 'OFFER' : 'NEED'}
    </Badge>
  );
}

export function UrgentBadge() {
  return (
    <Badge tone="danger" className="gap-1">
      <AlertTriangle aria-hidden="true" className="h-3 w-3" /> Urgent
    </Badge>
  );
}

/** The owner's username with a star when their verification is approved. */
export function OwnerName({ owner, className }: { owner: ListingOwner; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1', className)}>
      <span className="truncate">{owner.username}</span>
      {owner.verified && (
        <Star aria-label="Verified member" role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />
      )}
    </span>
  );
}
