import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { LeaveReference } from './leave-reference';
import { profilePath } from './profile-path';
import { profileQueries } from './queries';

/** The references of one of the member's trades on a page of their own (a link from anywhere leads here). */
export default function ReferencePage() {
  const { tradeId = '' } = useParams();
  const references = useQuery({ ...profileQueries.trade(tradeId), staleTime: 0 });
  const { t } = useTranslation('profiles');
  usePageTitle(references.data ? t('page.title', { title: references.data.listingTitle }) : t('page.fallbackTitle'));

  if (references.isLoading) return <Spinner label={t('page.loading')} />;
  if (errorStatus(references.error) === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('page.notFound')}</h1>
        <p className="mt-2 text-muted">{t('page.notFoundText')}</p>
        <Button asChild className="mt-6"><Link to="/messages">{t('page.yourTrades')}</Link></Button>
      </div>
    );
  }
  const trade = references.data;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/messages" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('page.back')}
      </Link>
      <h1 className="mt-4 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{trade ? trade.listingTitle : t('page.fallbackTitle')}</h1>
      {trade && (
        <p className="mt-1 text-muted">
          {t('page.with')}<Link to={profilePath(trade.subject.username)} className="font-semibold text-brand-700 hover:underline">{trade.subject.username}</Link>
        </p>
      )}
      <Card className="mt-6 p-5 sm:p-6">
        {trade?.status === 'not_completed' ? (
          <p className="text-muted">{t('page.notCompleted')}</p>
        ) : (
          <LeaveReference tradeId={tradeId} />
        )}
      </Card>
    </div>
  );
}
