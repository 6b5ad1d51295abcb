import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import type { Profile } from '@barteraid/events/contracts/members';
import { Logo } from './logo';
import { mainNav } from './nav-links';
import { MobileMenu } from './mobile-menu';

/** `signedInActions` renders a signed-in member's controls (bell, messages, account menu); the app supplies them. */
export function Header({ signedInActions }: { signedInActions: (user: Profile) => ReactNode }) {
  const { user, isLoading } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {mainNav.map((entry) => (
            <NavLink
              key={entry.to}
              to={entry.to}
              className={({ isActive }) =>
                cn('rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink', isActive && 'text-brand-900 bg-brand-50')
              }
            >
              {entry.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            signedInActions(user)
          ) : (
            !isLoading && (
              <div className="flex items-center gap-2">
                <Button asChild variant="ghost" size="sm" className="md:h-11 md:px-4"><Link to="/auth/login">Login</Link></Button>
                <span className="hidden md:block">
                  <Button asChild><Link to="/auth/register">Get Started</Link></Button>
                </span>
              </div>
            )
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
