import { Info, MessageSquare, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { noticeDescription, noticeTitle } from './notice-text';
import type { AppNotification } from './types';

const icons = { message: MessageSquare, trade_update: RefreshCw, other: Info } as const;

/** One notification as a button, on the bell and on the notifications page; unread ones stand out. */
export function NotificationItem({ item, onOpen, clamp = true }: { item: AppNotification; onOpen: (item: AppNotification) => void; clamp?: boolean }) {
  const { t } = useTranslation();
  const Icon = icons[item.type] ?? Info;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      className={cn('flex w-full gap-3 rounded-lg p-2 text-left hover:bg-slate-50', !item.read && 'bg-brand-50')}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm font-semibold text-ink">
          {noticeTitle(item)}
          {!item.read && <span className="sr-only">{t('notifications.unread')}</span>}
        </span>
        <span className={cn('text-sm text-muted', clamp ? 'line-clamp-2' : 'block break-words')}>{noticeDescription(item)}</span>
        <span className="text-xs text-muted">{timeAgo(item.timestamp)}</span>
      </span>
    </button>
  );
}
