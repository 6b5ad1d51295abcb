import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { useTeamThread } from './queries';

/** The "BarterAid team" conversation, pinned above the trades' ones for members who have one. */
export function TeamThreadRow({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  const thread = useTeamThread();
  const { t } = useTranslation();
  if (!thread.data?.exists) return null;
  const { messages, unreadCount } = thread.data;
  const last = messages[messages.length - 1];
  return (
    <div className="border-b border-slate-200">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn('flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50', selected && 'bg-brand-50 hover:bg-brand-50')}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2 truncate font-semibold text-ink">
            <LifeBuoy aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" /> {t('messages.team')}
            <span className="sr-only">{t('messages.pinned')}</span>
          </span>
          {unreadCount > 0 && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('common.unread', { count: unreadCount })}>
              {unreadCount}
            </span>
          )}
        </span>
        {last && (
          <span className="flex items-center gap-2 text-sm">
            <span className={cn('min-w-0 flex-1 truncate', unreadCount > 0 ? 'font-semibold text-ink' : 'text-muted')}>
              {last.from === 'member' ? t('common.youPrefix') : ''}
              {last.subject ? `${last.subject} — ` : ''}
              {last.text}
            </span>
            <span className="shrink-0 text-xs text-muted">{timeAgo(last.createdAt)}</span>
          </span>
        )}
      </button>
    </div>
  );
}
