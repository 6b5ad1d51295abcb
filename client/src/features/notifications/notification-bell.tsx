import * as Popover from '@radix-ui/react-popover';
import { Bell, MessageSquare, RefreshCw, Info } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { noticeDescription, noticeTitle } from './notice-text';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { useMarkRead, useNotifications } from './notifications';
import { useRealtimeConnected } from '../../lib/connection-status';
import { useUnreadMessages } from './unread-messages';
import type { AppNotification } from './types';

const icons = { message: MessageSquare, trade_update: RefreshCw, other: Info } as const;

/** Bell with the unread count: unread notifications plus unread messages (spec section 9). */
export function NotificationBell() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const notifications = useNotifications(true);
  const { count: unreadMessages } = useUnreadMessages(true);
  const connected = useRealtimeConnected();
  const markRead = useMarkRead();

  const list = Array.isArray(notifications.data) ? notifications.data : [];
  const unread = list.filter((item) => !item.read).length + unreadMessages;

  const open = (item: AppNotification) => {
    if (!item.read) markRead.mutate([item.id]);
    // Straight to that trade's conversation, or where the notification says (an admin's message: the team thread).
    if (item.tradeId) navigate(`/messages?trade=${encodeURIComponent(item.tradeId)}`);
    else if (item.link?.startsWith('/') && !item.link.startsWith('//')) navigate(item.link);
  };

  return (
    <Popover.Root>
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
                {list.map((item) => {
                  const Icon = icons[item.type] ?? Info;
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => open(item)}
                        className={cn(
                          'flex w-full gap-3 rounded-lg p-2 text-left hover:bg-slate-50',
                          !item.read && 'bg-brand-50',
                        )}
                      >
                        <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                            {noticeTitle(item)}
                            {!item.read && <span className="sr-only">{t('notifications.unread')}</span>}
                          </span>
                          <span className="line-clamp-2 text-sm text-muted">{noticeDescription(item)}</span>
                          <span className="text-xs text-muted">{timeAgo(item.timestamp)}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 p-2">
            <Popover.Close asChild>
              <Button variant="secondary" className="w-full" onClick={() => navigate('/messages')}>
                {t('notifications.viewAll')}
              </Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
