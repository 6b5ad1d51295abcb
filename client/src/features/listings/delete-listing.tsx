import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useDeleteListing } from './listing-api';

/** Deleting a listing for good (its photos go with it), after the owner confirms it in place. */
export function DeleteListing({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listings');
  const remove = useDeleteListing();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(listingId);
      toast({ title: t('owner.deleted'), description: t('owner.deletedDescription') });
      navigate('/dashboard');
    } catch (error) {
      toastError(t('owner.error'), serverMessage(error) ?? t('owner.failed'));
    }
  };

  if (!confirming) {
    return (
      <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('owner.delete')}
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="delete-listing-question" className="w-full rounded-lg border border-red-200 bg-red-50 p-3">
      <p id="delete-listing-question" className="text-sm font-medium text-red-900">{t('owner.deleteConfirm')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" onClick={() => void confirm()} disabled={remove.isPending} autoFocus>
          {t('owner.confirmDelete')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(false)} disabled={remove.isPending}>
          {t('owner.keep')}
        </Button>
      </div>
    </div>
  );
}
