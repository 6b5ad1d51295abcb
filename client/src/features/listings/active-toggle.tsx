import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useSetListingActive } from './listing-api';

interface ActiveToggleProps {
  listingId: string;
  title: string;
  isActive: boolean;
  /** An admin's take-down is not the owner's to undo; the switch shows why instead. */
  lockedReason?: string | null;
}

/** The dashboard's Active/Inactive switch for one of the member's own listings. */
export function ActiveToggle({ listingId, title, isActive, lockedReason }: ActiveToggleProps) {
  const setActive = useSetListingActive();
  const { t } = useTranslation();
  const locked = !isActive && lockedReason !== undefined && lockedReason !== null;
  const flip = async () => {
    try {
      const result = await setActive.mutateAsync({ id: listingId, active: !isActive });
      const [heading, description] = result.message.split(': ');
      toast({ title: heading ?? t('marketplace.toggle.updated'), description });
    } catch (error) {
      toastError(t('common.error'), serverMessage(error) ?? t('marketplace.toggle.failed'));
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isActive}
      aria-label={`${title}: ${isActive ? t('marketplace.toggle.active') : t('marketplace.toggle.inactive')}`}
      title={locked ? t('marketplace.toggle.lockedBy', { reason: lockedReason || t('marketplace.toggle.noReason') }) : undefined}
      disabled={setActive.isPending || locked}
      onClick={() => void flip()}
      className="inline-flex items-center gap-2 rounded-full py-1 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn('relative h-5 w-9 rounded-full transition-colors', isActive ? 'bg-green-600' : 'bg-slate-300')}
      >
        <span className={cn('absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all', isActive ? 'left-[1.125rem]' : 'left-0.5')} />
      </span>
      <span className={isActive ? 'text-green-900' : 'text-slate-700'}>{isActive ? t('marketplace.toggle.active') : t('marketplace.toggle.inactive')}</span>
    </button>
  );
}
