import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { statusesOf, type ListingStatus } from '@barteraid/events/listing-statuses';
import { Badge } from '../../components/ui/badge';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Select } from '../../components/ui/input';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { useRenewListing, useSetListingStatus } from './listing-api';
import type { ListingType } from './types';

/** What the status controls need to know of a listing. */
export interface StatusTarget {
  id: string;
  title: string;
  type: ListingType;
  status: ListingStatus;
}

const tone = { open: 'brand', partly_met: 'warning', met: 'success', available: 'success', taken: 'neutral' } as const;

/** Where a listing stands, in words and colour: on its card, its page and the owner's dashboard. */
export function StatusBadge({ status, expired = false, className }: { status: ListingStatus; expired?: boolean; className?: string }) {
  const { t } = useTranslation();
  if (expired) return <Badge tone="neutral" className={className} data-testid="listing-status">{t('needs.expiredShort')}</Badge>;
  return <Badge tone={tone[status]} className={className} data-testid="listing-status">{t(`needs.status.${status}`)}</Badge>;
}

/** Sets a status and says so; a rejection's own words when the server gave some. */
function useChangeStatus(listing: StatusTarget) {
  const setStatus = useSetListingStatus();
  const { t } = useTranslation();
  const change = async (status: ListingStatus) => {
    try {
      await setStatus.mutateAsync({ id: listing.id, status });
      toast({ title: t('needs.updated'), description: t('needs.updatedDescription', { title: listing.title, status: t(`needs.status.${status}`) }) });
    } catch (error) {
      toastError(t('needs.failed'), serverMessage(error) ?? t('common.pleaseTryAgain'));
    }
  };
  return { change, busy: setStatus.isPending };
}

/**
 * The owner's choice of status as a row of radio buttons (the listing page): Open / Partly met /
 * Met for a need, Available / Taken for an offer. Arrow keys move between them as in any radio group.
 */
export function StatusChoice({ listing }: { listing: StatusTarget }) {
  const { t } = useTranslation();
  const { change, busy } = useChangeStatus(listing);
  const name = useId();
  return (
    <fieldset className="mt-4" disabled={busy}>
      <legend className="text-sm font-semibold text-ink">{t('needs.statusShort')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {statusesOf(listing.type).map((status) => (
          <label
            key={status}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-within:ring-2 focus-within:ring-brand-600/40',
              listing.status === status ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={listing.status === status}
              onChange={() => void change(status)}
              className="accent-brand-700"
            />
            {t(`needs.status.${status}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The same choice as a compact menu, for a row of the dashboard's list. */
export function StatusSelect({ listing, className }: { listing: StatusTarget; className?: string }) {
  const { t } = useTranslation();
  const { change, busy } = useChangeStatus(listing);
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">{t('needs.statusOf', { title: listing.title })}</label>
      <Select
        id={id}
        className="h-9 w-auto py-0 text-sm"
        value={listing.status}
        disabled={busy}
        onChange={(event) => void change(event.target.value as ListingStatus)}
      >
        {statusesOf(listing.type).map((status) => (
          <option key={status} value={status}>{t(`needs.status.${status}`)}</option>
        ))}
      </Select>
    </div>
  );
}

/** Renew: another full time on the marketplace (a week for a need, two days if urgent, a month for an offer). */
export function RenewButton({ listing, size = 'sm', className }: { listing: Pick<StatusTarget, 'id' | 'title'>; size?: ButtonProps['size']; className?: string }) {
  const renew = useRenewListing();
  const { t } = useTranslation();
  const run = async () => {
    try {
      await renew.mutateAsync(listing.id);
      toast({ title: t('needs.renewed'), description: t('needs.renewedDescription', { title: listing.title }) });
    } catch (error) {
      toastError(t('needs.renewFailed'), serverMessage(error) ?? t('common.pleaseTryAgain'));
    }
  };
  return (
    <Button size={size} className={className} disabled={renew.isPending} onClick={() => void run()} aria-label={t('needs.renewTitle', { title: listing.title })}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" /> {t('needs.renew')}
    </Button>
  );
}

/** A running listing ends within this long: its owner is shown when, beside Renew. */
export const SOON_MS = 2 * 24 * 60 * 60 * 1000;

export const endsSoon = (expiresAt: string, now = Date.now()) => Date.parse(expiresAt) - now <= SOON_MS;

/** "Ends in 5 hours", for the owner of a listing near its end. */
export function EndsText({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <time dateTime={expiresAt} className={className}>
      {t('needs.ends', { when: timeAgo(expiresAt) })}
    </time>
  );
}
