import { Link } from 'react-router-dom';
import { MessageSquare, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useUnreadMessages } from '../features/notifications/unread-messages';
import type { Profile } from '@barteraid/events/contracts/members';
import { UserMenu } from '../components/layout/user-menu';

function MessagesButton() {
  const { count } = useUnreadMessages(true);
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/messages" aria-label={count > 0 ? t('layout.header.messagesUnread', { count }) : t('layout.header.messages')}>
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

/** Header controls for signed-in members, loaded only once someone signs in. */
export default function SignedInActions({ user }: { user: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <NotificationBell />
      <MessagesButton />
      <Link
        to="/dashboard"
        className="hidden items-center gap-1.5 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 sm:flex"
        // What can be spent: credits held for accepted trades are not (the dashboard shows both).
        aria-label={t('layout.header.creditsLabel', { credits: user.availableCredits })}
      >
        <Coins aria-hidden="true" className="h-4 w-4" />
        {user.availableCredits}
      </Link>
      <div className="hidden md:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
