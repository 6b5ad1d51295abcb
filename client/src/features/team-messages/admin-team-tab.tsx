import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { teamMessageQueries, useAdminTeamReply } from './queries';
import { ThreadView } from './thread-view';

function AdminThread({ memberId, onBack }: { memberId: string; onBack: () => void }) {
  const thread = useQuery(teamMessageQueries.adminThread(memberId));
  const reply = useAdminTeamReply(memberId);
  const member = thread.data?.member;
  return (
    <ThreadView
      header={
        <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <Button variant="ghost" size="icon" className="lg:hidden" onClick={onBack} aria-label="Back to threads">
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <h3 className="min-w-0 flex-1 truncate text-base font-semibold text-ink">
            {member ? `${member.name} (@${member.username})` : 'Thread'}
          </h3>
        </header>
      }
      messages={thread.data?.messages}
      isLoading={thread.isLoading}
      isError={thread.isError}
      mine="team"
      empty="No messages in this thread yet."
      placeholder={member ? `Answer ${member.name} as the BarterAid team` : 'Answer as the BarterAid team'}
      sending={reply.isPending}
      send={(text) => reply.mutateAsync(text)}
    />
  );
}

/** The admin's "Team messages" tab: threads the members answered first (newest reply first), then the rest. */
export function TeamMessagesTab() {
  const threads = useQuery(teamMessageQueries.adminList());
  const [selected, setSelected] = useState<string | null>(null);
  const list = threads.data ?? [];
  return (
    <div className="grid h-[36rem] grid-cols-1 overflow-hidden rounded-xl border border-slate-200 bg-white lg:grid-cols-[20rem_1fr]">
      <section className={cn('min-h-0 flex-col overflow-y-auto border-r border-slate-200', selected ? 'hidden lg:flex' : 'flex')} aria-label="Team threads">
        {threads.isLoading ? (
          <Spinner label="Loading threads…" />
        ) : threads.isError ? (
          <p className="p-4 text-sm text-muted">The threads could not be loaded right now.</p>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted">No threads yet. A personal message from Management starts one.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Threads, newest reply first">
            {list.map((thread) => (
              <li key={thread.memberId}>
                <button
                  type="button"
                  onClick={() => setSelected(thread.memberId)}
                  aria-current={selected === thread.memberId ? 'true' : undefined}
                  className={cn('flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50', selected === thread.memberId && 'bg-brand-50 hover:bg-brand-50')}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-ink">{thread.name}</span>
                    {thread.awaitingAnswer && <span className="shrink-0 rounded-full bg-amber-200 px-2 text-xs font-semibold text-amber-950">Awaiting answer</span>}
                  </span>
                  <span className="truncate text-sm text-muted">
                    {thread.lastMessage.from === 'team' ? 'Team: ' : ''}
                    {thread.lastMessage.preview}
                  </span>
                  <span className="text-xs text-muted">
                    @{thread.username} · {thread.lastReplyAt ? `replied ${timeAgo(thread.lastReplyAt)}` : `no reply yet · ${timeAgo(thread.lastMessageAt)}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={cn('min-h-0 flex-col', selected ? 'flex' : 'hidden lg:flex')} aria-label="Thread">
        {selected ? (
          <AdminThread key={selected} memberId={selected} onBack={() => setSelected(null)} />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-muted">Choose a thread to read it and answer.</p>
        )}
      </section>
    </div>
  );
}
