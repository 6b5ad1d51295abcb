import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { countsOnBell, useMarkRead, useMarkSeen, useNotifications, useOpenNotification } from './notifications';
import { NotificationItem } from './notification-item';
import { useRealtimeConnected } from '../../lib/connection-status';
import { useUnreadMessages } from './unread-messages';

/**
 * Bell with the unread count: unread notifications not yet seen on the bell, plus unread messages
 * (spec section 9). Opening it marks what it shows as seen, so the count drops; they stay unread.
 */
export function NotificationBell() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const notifications = useNotifications(true);
  const { count: unreadMessages } = useUnreadMessages(true);
  const connected = useRealtimeConnected();
  const markRead = useMarkRead();
  const markSeen = useMarkSeen();
  const open = useOpenNotification();

  const list = Array.isArray(notifications.data) ? notifications.data : [];
  const unread = list.filter(countsOnBell).length + unreadMessages;

  return (
    <Popover.Root onOpenChange={(opened) => opened && markSeen.mutate(list.filter(countsOnBell).map((item) => item.id))}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="text-base font-semibold text-ink">{t('notifications.title')}</h2>
            <Button variant="link" size="sm" onClick={() => markRead.mutate(undefined)} disabled={list.every((item) => item.read)}>
              {t('notifications.markAllRead')}
            </Button>
          </div>
          <p className="flex items-center gap-2 px-4 pt-2 text-xs text-muted" role="status">
            <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', connected ? 'bg-green-600' : 'bg-amber-500')} />
            {connected ? t('notifications.live') : t('notifications.connecting')}
          </p>
          <div className="max-h-80 overflow-y-auto p-2">
            {notifications.isError && list.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted">{t('notifications.loadError')}</p>
            ) : list.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted">{t('notifications.empty')}</p>
            ) : (
              <ul className="space-y-1">
                {list.map((item) => (
                  <li key={item.id}>
                    <NotificationItem item={item} onOpen={open} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-2 border-t border-slate-200 p-2 sm:flex-row">
            <Popover.Close asChild>
              <Button variant="outline" className="w-full sm:flex-1" onClick={() => navigate('/notifications')}>
                {t('notifications.seeAll')}
              </Button>
            </Popover.Close>
            <Popover.Close asChild>
              <Button variant="secondary" className="w-full sm:flex-1" onClick={() => navigate('/messages')}>
                {t('notifications.viewAll')}
              </Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
