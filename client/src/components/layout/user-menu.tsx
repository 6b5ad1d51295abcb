import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, BadgeCheck, ImageUp, BookOpen, Settings, Shield, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@barteraid/events/contracts/members';
import { useLogout } from './use-logout';

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50';

export function UserMenu({ user }: { user: Profile }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useTranslation();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || user.username[0]?.toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-ink hover:bg-slate-100"
      >
        <span className="sr-only">{t('layout.menu.accountFor')}</span>
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-900">
          {user.avatar ? <img src={user.avatar} alt="" className="h-full w-full object-cover" /> : initials}
        </span>
        <span className="sr-only lg:hidden">{user.username}</span>
        <span className="hidden max-w-28 truncate lg:block">{user.username}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">
            {t('layout.menu.signedInAs')} <span className="font-semibold text-ink">{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.dashboard')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/membership')}>
            <BadgeCheck aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.membership')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/avatar-upload')}>
            <ImageUp aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.uploadAvatar')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/messaging-guide')}>
            <BookOpen aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.messagingGuide')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate('/settings')}>
            <Settings aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.settings')}
          </DropdownMenu.Item>
          {user.isAdmin && (
            <DropdownMenu.Item className={item} onSelect={() => navigate('/admin')}>
              <Shield aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.admin')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> {t('layout.menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
