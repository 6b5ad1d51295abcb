import { Link, NavLink } from 'react-router-dom';
import { MessageSquare, Coins } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { useSession } from '../../features/auth/session';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useUnreadMessages } from '../../features/notifications/unread-messages';
import type { Profile } from '../../lib/api-types';
import { Logo } from './logo';
import { mainNav } from './nav-links';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

function MessagesButton() {
  const { count } = useUnreadMessages(true);
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/messages" aria-label={count > 0 ? `Messages, ${count} unread` : 'Messages'}>
        <MessageSquare aria-hidden="true" className="h-5 w-5" />
        {count > 0 && (
          <span aria-hidden="true" className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-bold text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </Button>
  );
}

function SignedInActions({ user }: { user: Profile }) {
  return (
    <>
      <NotificationBell />
      <MessagesButton />
      <Link
        to="/dashboard"
        className="hidden items-center gap-1.5 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 sm:flex"
        aria-label={`${user.barterCredits} barter credits`}
      >
        <Coins aria-hidden="true" className="h-4 w-4" />
        {user.barterCredits}
      </Link>
      <div className="hidden md:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}

export function Header() {
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
            <SignedInActions user={user} />
          ) : (
            !isLoading && (
              <div className="flex items-center gap-2">
                <Button asChild variant="ghost" size="sm" className="md:h-11 md:px-4"><Link to="/auth/login">Login</Link></Button>
                <Button asChild className="hidden md:inline-flex"><Link to="/auth/register">Get Started</Link></Button>
              </div>
            )
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
