import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SentNotification } from '@barteraid/events/contracts/notify-preferences';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { storedText } from '../../i18n/stored-text';
import { formatDateTime } from '../../lib/format';
import { adminQueries } from './queries';

const tone: Record<SentNotification['state'], 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  queued: 'neutral',
  held: 'warning',
  sent: 'brand',
  delivered: 'success',
  failed: 'danger',
  skipped: 'neutral',
  clicked: 'success',
  answered: 'success',
};

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';

/**
 * Every push and text decided for the member, newest first, with what became of it: queued, sent,
 * delivered (the SMSC's receipt), failed or skipped (and why), clicked or answered. A page at a time.
 */
export function SentNotifications({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin');
  const sent = useInfiniteQuery(adminQueries.sentNotifications(memberId));
  if (sent.isPending) return <Spinner label={t('sent.loading')} />;
  if (sent.isError) return <p className="text-muted">{t('sent.loadFailed')}</p>;
  const items = sent.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-muted">{t('sent.none')}</p>;
  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('sent.label')}>
        <table className="w-full">
          <caption className="sr-only">{t('sent.label')}</caption>
          <thead className="bg-slate-50">
            <tr>
              {[t('sent.when'), t('sent.channel'), t('sent.state'), t('sent.to'), t('sent.what')].map((cell) => <th key={cell} scope="col" className={th}>{cell}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(item.createdAt)}</td>
                <td className={td}>{t(`sent.channels.${item.channel}`)}</td>
                <td className={`${td} min-w-32`}>
                  <Badge tone={tone[item.state]}>{t(`sent.states.${item.state}`)}</Badge>
                  {item.reason && <span className="mt-1 block text-xs text-muted">{item.reason}</span>}
                  {item.changedAt && item.state !== 'queued' && <span className="mt-1 block whitespace-nowrap text-xs text-muted">{formatDateTime(item.changedAt)}</span>}
                </td>
                <td className={`${td} whitespace-nowrap`}>{item.to || '—'}</td>
                <td className={`${td} min-w-64`}>{storedText(item.about, item.aboutMessage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sent.hasNextPage && (
        <Button type="button" variant="outline" className="mt-3" disabled={sent.isFetchingNextPage} onClick={() => void sent.fetchNextPage()}>
          {sent.isFetchingNextPage ? t('sent.loadingOlder') : t('sent.older')}
        </Button>
      )}
    </div>
  );
}
