import { useEffect } from 'react';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useMarkTeamThreadRead, useReplyToTeam, useTeamThread } from './queries';
import { ThreadView } from './thread-view';

/** The member's conversation with the BarterAid team in /messages: every message in full, and a reply box. */
export function TeamThreadPane({ onBack }: { onBack: () => void }) {
  const thread = useTeamThread();
  const { t } = useTranslation();
  const reply = useReplyToTeam();
  const { mutate: markRead } = useMarkTeamThreadRead();
  const unread = thread.data?.unreadCount ?? 0;
  // Open and something from the team unread: it is read now.
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  return (
    <ThreadView
      header={
        <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label={t('messages.teamThread.back')}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <LifeBuoy aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-base font-semibold text-ink">{t('messages.team')}</h2>
            <p className="truncate text-sm text-muted">{t('messages.teamThread.intro')}</p>
          </div>
        </header>
      }
      messages={thread.data?.messages}
      isLoading={thread.isLoading}
      isError={thread.isError}
      mine="member"
      empty={t('messages.teamThread.empty')}
      placeholder={t('messages.teamThread.placeholder')}
      sending={reply.isPending}
      send={(text) => reply.mutateAsync(text)}
    />
  );
}
