import { useState } from 'react';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson, serverMessage } from '../../lib/api';
import { answerText } from '../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useSetListingActive } from './listing-api';
import type { DeactivateListingBody, ListingChange, ListingDetail } from '@barteraid/events/contracts/listings';
import { listingQueries } from './queries';
import { DeleteListing } from './delete-listing';
import { isClosedStatus } from '@barteraid/events/listing-statuses';
import { EndsText, endsSoon, RenewButton, StatusChoice } from './listing-status';

/** Edit, deactivate and reactivate, for the listing's owner. */
export function OwnerActions({ listing, onEdit }: { listing: ListingDetail; onEdit: () => void }) {
  const setActive = useSetListingActive();
  const { t } = useTranslation('listings');
  const { t: tm } = useTranslation();
  const toggle = async () => {
    try {
      const result = await setActive.mutateAsync({ id: listing.id, active: !listing.isActive });
      // "Title: description", as the server wrote it or in the language on screen.
      const [title, description] = answerText(result).split(': ');
      toast({ title: title ?? t('owner.updated'), description });
    } catch (error) {
      toastError(t('owner.error'), serverMessage(error) ?? t('owner.failed'));
    }
  };
  const lockedByAdmin = !listing.isActive && listing.deactivatedByAdmin;
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('owner.title')}</h2>
      <p className="mt-2 text-sm text-muted">
        {listing.isActive ? t('owner.active') : t('owner.inactive')}
      </p>
      <StatusChoice listing={listing} />
      {/* Its time: when a running listing ends if soon, and Renew; an expired one waits for Renew. */}
      {listing.isActive && !isClosedStatus(listing.status) && (listing.expired || endsSoon(listing.expiresAt)) && (
        <div className="mt-4 space-y-2 rounded-md bg-amber-50 p-3">
          {!listing.expired && <p className="text-sm font-semibold text-amber-900"><EndsText expiresAt={listing.expiresAt} /></p>}
          <p className="text-xs text-muted">{listing.expired ? tm('needs.expired') : tm('needs.endsHint')}</p>
          <RenewButton listing={listing} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> {t('owner.edit')}
        </Button>
        {!lockedByAdmin && (
          <Button variant={listing.isActive ? 'outline' : 'primary'} onClick={() => void toggle()} disabled={setActive.isPending}>
            {listing.isActive ? <PowerOff aria-hidden="true" className="h-4 w-4" /> : <Power aria-hidden="true" className="h-4 w-4" />}
            {listing.isActive ? t('owner.deactivate') : t('owner.reactivate')}
          </Button>
        )}
        <DeleteListing listingId={listing.id} />
      </div>
    </Card>
  );
}

/** An admin taking down someone else's listing must say why; the owner sees the reason. */
export function AdminTakeDown({ listing }: { listing: ListingDetail }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const { t } = useTranslation('listings');
  if (!listing.isActive) return null;
  const takeDown = async () => {
    setBusy(true);
    try {
      await apiJson<ListingChange>('POST', `/api/listings/${listing.id}/deactivate`, { reason } satisfies DeactivateListingBody);
      toast({ title: t('admin.deactivated'), description: t('admin.deactivatedDescription') });
      await queryClient.invalidateQueries({ queryKey: listingQueries.all() });
    } catch (error) {
      toastError(t('owner.error'), serverMessage(error) ?? t('admin.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-amber-300 p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('admin.title')}</h2>
      <div className="mt-3 space-y-3">
        <Field label={t('admin.reason')}>
          <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button variant="destructive" onClick={() => void takeDown()} disabled={busy || !reason.trim()}>
          <PowerOff aria-hidden="true" className="h-4 w-4" /> {t('admin.deactivate')}
        </Button>
      </div>
    </Card>
  );
}
