import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { answerText } from '../../i18n';
import { useSetBlocked } from './blocks-api';
import { blockQueries } from './queries';

const day = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric' });

/** The members the signed-in member blocked, each with Unblock. Only they see this list. */
export function BlockedMembers() {
  const { t } = useTranslation(['account', 'translation']);
  const blocks = useQuery(blockQueries.mine());
  const setBlocked = useSetBlocked();
  const list = blocks.data?.blocks ?? [];
  const unblock = (member: { id: string; username: string }) =>
    setBlocked.mutate(
      { memberId: member.id, blocked: false },
      {
        onSuccess: (answer) => toast({ title: t('blocked.unblocked'), description: answerText(answer) }),
        onError: (error) => toastError(t('translation:common.error'), serverMessage(error) ?? t('translation:common.pleaseTryAgain')),
      },
    );

  if (blocks.isLoading) return <Spinner label={t('blocked.loading')} />;
  if (blocks.isError) {
    return (
      <div>
        <p className="text-muted">{t('blocked.loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void blocks.refetch()}>{t('translation:common.tryAgain')}</Button>
      </div>
    );
  }
  if (list.length === 0) return <p className="text-muted">{t('blocked.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {list.map((member) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-900">
              {member.avatar ? <img src={member.avatar} alt="" className="h-full w-full object-cover" /> : member.username[0]?.toUpperCase()}
            </span>
            <div className="min-w-0">
              <Link to={`/members/${encodeURIComponent(member.username)}`} className="block truncate font-semibold text-brand-700 hover:underline">{member.username}</Link>
              <p className="text-sm text-muted">{t('blocked.blockedOn', { date: day(member.blockedAt) })}</p>
            </div>
          </div>
          <Button size="sm" variant="outline" onClick={() => unblock(member)} disabled={setBlocked.isPending} aria-label={t('blocked.unblockMember', { username: member.username })}>
            {t('blocked.unblock')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
