import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogHeading, DialogPanel } from '../../components/ui/dialog-panel';
import { Button, type ButtonProps } from '../../components/ui/button';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useSetBlocked } from './blocks-api';
import { blockQueries } from './queries';

interface BlockButtonProps {
  member: { id: string; username: string };
  /** Only the icon shows (the accessible name still names the member). */
  iconOnly?: boolean;
  /** The words show from the small breakpoint up; on phones only the icon. */
  compact?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Block (after a confirmation saying what it does) or unblock a member, from their profile or a
 * conversation. Shown only to signed-in members, never for themselves.
 */
export function BlockButton({ member, iconOnly = false, compact = false, variant = 'ghost', size = 'sm', className }: BlockButtonProps) {
  const { user } = useSession();
  const blocks = useQuery({ ...blockQueries.mine(), enabled: Boolean(user) });
  const setBlocked = useSetBlocked();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!user || user.id === member.id) return null;
  const isBlocked = blocks.data?.blocks.some((each) => each.id === member.id) ?? false;
  const words = (label: string) => (iconOnly ? null : compact ? <span className="hidden sm:inline">{label}</span> : label);
  const name = (label: string) => (iconOnly || compact ? t('safety.block.named', { action: label, username: member.username }) : undefined);

  const change = (blocked: boolean) =>
    setBlocked.mutate(
      { memberId: member.id, blocked },
      {
        onSuccess: (answer) => {
          setOpen(false);
          toast({ title: blocked ? t('safety.block.blocked') : t('safety.block.unblocked'), description: answer.message });
        },
        onError: (error) => toastError(t('common.error'), serverMessage(error) ?? t('common.pleaseTryAgain')),
      },
    );

  if (isBlocked) {
    return (
      <Button variant={variant} size={size} className={className} disabled={setBlocked.isPending} onClick={() => change(false)} aria-label={name(t('safety.block.unblock'))}>
        <Ban aria-hidden="true" className="h-4 w-4" /> {words(t('safety.block.unblock'))}
      </Button>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={variant} size={size} className={className} disabled={blocks.isLoading} aria-label={name(t('safety.block.block'))}>
          <Ban aria-hidden="true" className="h-4 w-4" /> {words(t('safety.block.block'))}
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="28rem">
          <DialogHeading>{t('safety.block.confirm', { username: member.username })}</DialogHeading>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-ink">
              <p>{t('safety.block.effect', { username: member.username })}</p>
              <p className="text-muted">{t('safety.block.notTold')}</p>
            </div>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t('common.cancel')}</Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={() => change(true)} disabled={setBlocked.isPending}>
              {setBlocked.isPending ? t('safety.block.blocking') : t('safety.block.blockMember', { username: member.username })}
            </Button>
          </div>
        </DialogPanel>
    </Dialog.Root>
  );
}
