import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/format';
import { teamMessageQueries, useAdminTeamReply } from './queries';
import { ThreadView } from './thread-view';

function AdminThread({ memberId, onBack }: { memberId: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const thread = useQuery(teamMessageQueries.adminThread(memberId));
  const reply = useAdminTeamReply(memberId);
  const member = thread.data?.member;
  return (
    <ThreadView
      header={
        <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <Button variant="ghost" size="icon" className="lg:hidden" onClick={onBack} aria-label={t('team.back')}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <h3 className="min-w-0 flex-1 truncate text-base font-semibold text-ink">
            {member ? `${member.name} (@${member.username})` : t('team.thread')}
          </h3>
        </header>
      }
      messages={thread.data?.messages}
      isLoading={thread.isLoading}
      isError={thread.isError}
      mine="team"
      empty={t('team.empty')}
      placeholder={member ? t('team.answerMember', { name: member.name }) : t('team.answer')}
      sending={reply.isPending}
      send={(text) => reply.mutateAsync(text)}
    />
  );
}

/** The admin's "Team messages" tab: threads the members answered first (newest reply first), then the rest. */
export function TeamMessagesTab() {
  const { t } = useTranslation('admin');
  const threads = useQuery(teamMessageQueries.adminList());
  const [selected, setSelected] = useState<string | null>(null);
  const list = threads.data ?? [];
  return (
    <div className="grid h-[36rem] grid-cols-1 overflow-hidden rounded-xl border border-slate-200 bg-white lg:grid-cols-[20rem_1fr]">
      <section className={cn('min-h-0 flex-col overflow-y-auto border-r border-slate-200', selected ? 'hidden lg:flex' : 'flex')} aria-label={t('team.threads')}>
        {threads.isLoading ? (
          <Spinner label={t('team.loading')} />
        ) : threads.isError ? (
          <p className="p-4 text-sm text-muted">{t('team.loadFailed')}</p>
        ) : list.length === 0 ? (
          <p className="p-4 text-sm text-muted">{t('team.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('team.list')}>
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
                    {thread.awaitingAnswer && <span className="shrink-0 rounded-full bg-amber-200 px-2 text-xs font-semibold text-amber-950">{t('team.awaiting')}</span>}
                  </span>
                  <span className="truncate text-sm text-muted">
                    {thread.lastMessage.from === 'team' ? t('team.fromTeam') : ''}
                    {thread.lastMessage.preview}
                  </span>
                  <span className="text-xs text-muted">
                    @{thread.username} · {thread.lastReplyAt ? t('team.replied', { ago: timeAgo(thread.lastReplyAt) }) : t('team.noReply', { ago: timeAgo(thread.lastMessageAt) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={cn('min-h-0 flex-col', selected ? 'flex' : 'hidden lg:flex')} aria-label={t('team.thread')}>
        {selected ? (
          <AdminThread key={selected} memberId={selected} onBack={() => setSelected(null)} />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-muted">{t('team.choose')}</p>
        )}
      </section>
    </div>
  );
}
