import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatCredits, timeAgo } from '../../lib/format';
import { TradeStatusBadge } from '../trades';
import type { Conversation } from '@barteraid/events/contracts/trades';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  isLoading: boolean;
  isError: boolean;
  search: string;
  onSearch: (value: string) => void;
  selected: string | null;
  onSelect: (tradeId: string) => void;
}

/** One row per trade: who, what, the last message and how many are unread. */
export function ConversationList({ conversations, isLoading, isError, search, onSearch, selected, onSelect }: ConversationListProps) {
  const list = conversations ?? [];
  const { t } = useTranslation();
  return (
    <div className="flex min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label className="relative block">
          <span className="sr-only">{t('messages.search')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
          <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} placeholder={t('messages.searchPlaceholder')} className="pl-9" />
        </label>
      </div>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p className="p-4 text-sm text-muted">{t('messages.listError')}</p>
      ) : list.length === 0 ? (
        <p className="p-4 text-sm text-muted">
          {search ? t('messages.noMatch') : t('messages.none')}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label={t('messages.conversations')}>
          {list.map((conversation) => (
            <li key={conversation.tradeId}>
              <button
                type="button"
                onClick={() => onSelect(conversation.tradeId)}
                aria-current={selected === conversation.tradeId ? 'true' : undefined}
                className={cn(
                  'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50',
                  selected === conversation.tradeId && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-ink">{conversation.counterparty.username}</span>
                  {conversation.unreadCount > 0 && (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('common.unread', { count: conversation.unreadCount })}>
                      {conversation.unreadCount}
                    </span>
                  )}
                </span>
                <span className="truncate text-sm text-ink">{conversation.listingTitle}</span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  <TradeStatusBadge status={conversation.status} />
                  <span>{t('messages.credits', { amount: formatCredits(conversation.creditAmount) })}</span>
                  <span className="ml-auto shrink-0">{timeAgo(conversation.lastMessage?.createdAt ?? conversation.lastActivityAt)}</span>
                </span>
                {conversation.lastMessage && (
                  <span className={cn('truncate text-sm', conversation.unreadCount > 0 ? 'font-semibold text-ink' : 'text-muted')}>
                    {conversation.lastMessage.fromMe ? t('common.youPrefix') : ''}
                    {conversation.lastMessage.preview}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
