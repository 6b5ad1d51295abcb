import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useUnreadMessages } from '../notifications';
import { useConversations, useMyTrades, tradeQueries } from '../trades';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import { TeamThreadPane, TeamThreadRow } from '../team-messages';

/** Conversations grouped by trade on the left, the selected trade's chat on the right (one at a time on phones). */
export default function MessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('messages.title'));
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const conversations = useConversations(search.trim());
  const selected = params.get('trade');
  // `?thread=team`: the member's conversation with the BarterAid team (the bell and its mail link here).
  const teamOpen = params.get('thread') === 'team' && !selected;

  // A new message anywhere (pushed or polled) changes the list's previews and unread counts.
  const { messages: unread } = useUnreadMessages(true);
  const unreadSignature = unread.map((message) => message.id).join(',');
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() });
  }, [unreadSignature, queryClient]);

  // Live trade updates refresh "my trades" (kept in the cache here so they have a query to refresh);
  // the conversation list shows the same trades' status, so it follows.
  useMyTrades();
  useEffect(() => {
    const myTrades = tradeQueries.mine().queryKey;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate' && event.query.queryKey[0] === myTrades[0]) {
        void queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() });
      }
    });
  }, [queryClient]);

  const select = (tradeId: string | null) => setParams(tradeId ? { trade: tradeId } : {}, { replace: false });
  const openTeam = () => setParams({ thread: 'team' }, { replace: false });
  const open = selected !== null || teamOpen;

  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-0 sm:px-6 sm:py-6">
      <h1 className="sr-only">{t('messages.title')}</h1>
      <div className="grid h-[calc(100dvh-4rem)] overflow-hidden border-slate-200 bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-xl sm:border grid-cols-1 md:grid-cols-[20rem_1fr]">
        <aside className={cn('min-h-0 flex-col border-r border-slate-200', open ? 'hidden md:flex' : 'flex')} aria-label={t('messages.listLabel')}>
          <TeamThreadRow selected={teamOpen} onSelect={openTeam} />
          <ConversationList
            conversations={conversations.data}
            isLoading={conversations.isLoading}
            isError={conversations.isError}
            search={search}
            onSearch={setSearch}
            selected={selected}
            onSelect={select}
          />
        </aside>
        <section className={cn('min-h-0 flex-col', open ? 'flex' : 'hidden md:flex')} aria-label={t('messages.conversation')}>
          {teamOpen ? (
            <TeamThreadPane onBack={() => select(null)} />
          ) : selected ? (
            <ChatPane key={selected} tradeId={selected} memberId={user.id} onBack={() => select(null)} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center text-muted">
              <MessageSquare aria-hidden="true" className="h-10 w-10" />
              <p>{t('messages.choose')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
