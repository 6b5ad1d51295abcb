import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { NotificationItem } from './notification-item';
import { useOpenNotification } from './notifications';
import { notificationQueries } from './queries';

/** Every notification of the member, newest first, a page at a time (the bell shows the newest only). */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const history = useInfiniteQuery({ ...notificationQueries.history(), staleTime: 0 });
  const open = useOpenNotification();
  const items = history.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <Page title={t('notifications.page.title')} intro={t('notifications.page.intro')}>
      {history.isPending ? (
        <Spinner label={t('notifications.page.loading')} />
      ) : history.isError ? (
        <FormAlert message={t('notifications.loadError')} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">{t('notifications.empty')}</p>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-1 rounded-xl border border-slate-200 bg-white p-2" aria-label={t('notifications.page.list')}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} onOpen={open} clamp={false} />
              </li>
            ))}
          </ul>
          <p role="status" className="text-sm text-muted">{t('notifications.page.showing', { count: items.length })}</p>
          {history.hasNextPage && (
            <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? t('notifications.page.loadingMore') : t('notifications.page.loadMore')}
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
