import { Search } from 'lucide-react';
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
  return (
    <div className="flex min-h-0 flex-col">
      <div className="border-b border-slate-200 p-3">
        <label className="relative block">
          <span className="sr-only">Search conversations</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
          <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} placeholder="Search names, listings, messages" className="pl-9" />
        </label>
      </div>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p className="p-4 text-sm text-muted">Your conversations could not be loaded right now.</p>
      ) : list.length === 0 ? (
        <p className="p-4 text-sm text-muted">
          {search ? 'No conversations match your search.' : 'No conversations yet. Use Contact on a listing in the marketplace to start a trade.'}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" aria-label="Conversations">
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
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white" aria-label={`${conversation.unreadCount} unread`}>
                      {conversation.unreadCount}
                    </span>
                  )}
                </span>
                <span className="truncate text-sm text-ink">{conversation.listingTitle}</span>
                <span className="flex items-center gap-2 text-xs text-muted">
                  <TradeStatusBadge status={conversation.status} />
                  <span>{formatCredits(conversation.creditAmount)} credits</span>
                  <span className="ml-auto shrink-0">{timeAgo(conversation.lastMessage?.createdAt ?? conversation.lastActivityAt)}</span>
                </span>
                {conversation.lastMessage && (
                  <span className={cn('truncate text-sm', conversation.unreadCount > 0 ? 'font-semibold text-ink' : 'text-muted')}>
                    {conversation.lastMessage.fromMe ? 'You: ' : ''}
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
