import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import type { Profile } from '@barteraid/events/contracts/members';
import { mainNav } from './nav-links';
import { useLogout } from './use-logout';

const link = 'block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-100';

export interface MobileMenuProps {
  user: Profile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's menu, a dialog opened by `MobileMenuButton` (its `trigger`, which gets the focus back
 * on closing); it loads with the first tap on that button.
 */
export function MobileMenu({ user, open, onOpenChange, trigger }: MobileMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,90vw)] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ink">{t('layout.menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('layout.menu.close')}>
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('layout.menu.description')}</Dialog.Description>
          <nav aria-label={t('layout.menu.mobileNav')} className="flex flex-col">
            {mainNav.map((entry) => (
              <NavLink key={entry.to} to={entry.to} onClick={close} className={({ isActive }) => cn(link, isActive && 'bg-brand-50 text-brand-900')}>
                {t(entry.label)}
              </NavLink>
            ))}
            {user ? (
              <>
                <hr className="my-2 border-slate-200" />
                <p className="px-3 py-1 text-sm text-muted">
                  {user.username} · <span className="font-semibold text-ink">{t('layout.menu.credits', { credits: user.availableCredits })}</span>
                </p>
                <Link to="/dashboard" onClick={close} className={link}>{t('layout.menu.dashboard')}</Link>
                <Link to="/messages" onClick={close} className={link}>{t('layout.menu.messages')}</Link>
                <Link to="/notifications" onClick={close} className={link}>{t('layout.menu.notifications')}</Link>
                <Link to="/statement" onClick={close} className={link}>{t('layout.menu.statement')}</Link>
                <Link to="/disputes" onClick={close} className={link}>{t('layout.menu.disputes')}</Link>
                <Link to="/membership" onClick={close} className={link}>{t('layout.menu.membership')}</Link>
                <Link to="/avatar-upload" onClick={close} className={link}>{t('layout.menu.uploadAvatar')}</Link>
                <Link to="/messaging-guide" onClick={close} className={link}>{t('layout.menu.messagingGuide')}</Link>
                <Link to="/settings" onClick={close} className={link}>{t('layout.menu.settings')}</Link>
                {user.isAdmin && <Link to="/admin" onClick={close} className={link}>{t('layout.menu.admin')}</Link>}
                <button type="button" className={cn(link, 'text-left')} onClick={() => { close(); void logout(); }}>
                  {t('layout.menu.logout')}
                </button>
              </>
            ) : (
              <div className="mt-4 flex flex-col gap-2">
                <Button asChild variant="outline"><Link to="/auth/login" onClick={close}>{t('layout.header.login')}</Link></Button>
                <Button asChild><Link to="/auth/register" onClick={close}>{t('layout.header.getStarted')}</Link></Button>
              </div>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
