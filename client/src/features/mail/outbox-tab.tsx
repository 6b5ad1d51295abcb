import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@barteraid/events/contracts/mail';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format';
import { mailQueries } from './queries';

const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The admin dashboard's Outbox tab: every mail the site decided to send, newest first, with its
 * text, a page at a time. Without a mail server this is where mail waits, so an operator can
 * forward it by hand.
 */
export function OutboxTab() {
  const { t } = useTranslation('admin');
  const statusText = (status: OutboxMail['status']) => t(`outbox.status.${status}`);
  const outbox = useInfiniteQuery({ ...mailQueries.outbox(), refetchInterval: 30_000 });
  if (outbox.isPending) return <Spinner label={t('page.loadingOutbox')} />;
  if (outbox.isError) return <p role="alert" className="text-sm text-red-700">{t('outbox.loadFailed')}</p>;
  const mails = outbox.data.pages.flatMap((page) => page.mails);
  const total = outbox.data.pages[0]?.total ?? 0;
  return (
    <section aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="text-lg font-semibold text-ink">{t('outbox.heading', { total })}</h2>
      <p className="text-sm text-muted">{t('outbox.intro', { count: mails.length })}</p>
      {mails.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('outbox.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {mails.map((mail) => (
            <li key={mail.id}>
              <Card className="p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium text-ink">{mail.subject}</span>
                    <span className="block text-sm text-muted">
                      {t('outbox.to', { to: mail.to })} · {when(mail.createdAt)} · {statusText(mail.status)}
                      {mail.lastError ? ` (${mail.lastError})` : ''}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-ink">{mail.text}</pre>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {outbox.hasNextPage && (
        <Button className="mt-4" variant="outline" onClick={() => void outbox.fetchNextPage()} disabled={outbox.isFetchingNextPage}>
          {outbox.isFetchingNextPage ? t('outbox.loadingOlder') : t('outbox.older')}
        </Button>
      )}
    </section>
  );
}
