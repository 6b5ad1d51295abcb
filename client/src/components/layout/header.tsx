import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import type { Profile } from '@barteraid/events/contracts/members';
import { Logo } from './logo';
import { mainNav } from './nav-links';
import { MobileMenuButton } from './mobile-menu-button';
import { LanguageToggle } from './language-switch';

/** `signedInActions` renders a signed-in member's controls (bell, messages, account menu); the app supplies them. */
export function Header({ signedInActions }: { signedInActions: (user: Profile) => ReactNode }) {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('layout.nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
          {mainNav.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              className={({ isActive }) =>
                cn('rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink', isActive && 'text-brand-900 bg-brand-50')
              }
            >
              {t(entry.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageToggle />
          {user ? (
            signedInActions(user)
          ) : (
            !isLoading && (
              <div className="flex items-center gap-2">
                <Button asChild variant="ghost" size="sm" className="md:h-11 md:px-4"><Link to="/auth/login">{t('layout.header.login')}</Link></Button>
                <span className="hidden md:block">
                  <Button asChild><Link to="/auth/register">{t('layout.header.getStarted')}</Link></Button>
                </span>
              </div>
            )
          )}
          <MobileMenuButton user={user} />
        </div>
      </div>
    </header>
  );
}
