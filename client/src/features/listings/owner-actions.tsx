import { useState } from 'react';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiJson, serverMessage } from '../../lib/api';
import { useQueryClient } from '@tanstack/react-query';
import { useSetListingActive } from './listing-api';
import type { DeactivateListingBody, ListingChange, ListingDetail } from '@barteraid/events/contracts/listings';
import { listingQueries } from './queries';

/** Edit, deactivate and reactivate, for the listing's owner. */
export function OwnerActions({ listing, onEdit }: { listing: ListingDetail; onEdit: () => void }) {
  const setActive = useSetListingActive();
  const toggle = async () => {
    try {
      const result = await setActive.mutateAsync({ id: listing.id, active: !listing.isActive });
      const [title, description] = result.message.split(': ');
      toast({ title: title ?? 'Listing Updated', description });
    } catch (error) {
      toastError('Error', serverMessage(error) ?? 'Failed to update the listing');
    }
  };
  const lockedByAdmin = !listing.isActive && listing.deactivatedByAdmin;
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Your listing</h2>
      <p className="mt-2 text-sm text-muted">
        {listing.isActive ? 'Active: members can find and contact you.' : 'Inactive: hidden from the marketplace.'}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
        </Button>
        {!lockedByAdmin && (
          <Button variant={listing.isActive ? 'outline' : 'primary'} onClick={() => void toggle()} disabled={setActive.isPending}>
            {listing.isActive ? <PowerOff aria-hidden="true" className="h-4 w-4" /> : <Power aria-hidden="true" className="h-4 w-4" />}
            {listing.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** An admin taking down someone else's listing must say why; the owner sees the reason. */
export function AdminTakeDown({ listing }: { listing: ListingDetail }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  if (!listing.isActive) return null;
  const takeDown = async () => {
    setBusy(true);
    try {
      await apiJson<ListingChange>('POST', `/api/listings/${listing.id}/deactivate`, { reason } satisfies DeactivateListingBody);
      toast({ title: 'Listing Deactivated', description: 'The owner will see your reason.' });
      await queryClient.invalidateQueries({ queryKey: listingQueries.all() });
    } catch (error) {
      toastError('Error', serverMessage(error) ?? 'Failed to deactivate the listing');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="border-amber-300 p-5">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">Admin</h2>
      <div className="mt-3 space-y-3">
        <Field label="Reason for deactivating">
          <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button variant="destructive" onClick={() => void takeDown()} disabled={busy || !reason.trim()}>
          <PowerOff aria-hidden="true" className="h-4 w-4" /> Deactivate listing
        </Button>
      </div>
    </Card>
  );
}
