import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageTitle } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { errorStatus } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDispute } from './dispute-api';
import { conversationPath } from './paths';
import { DecisionView, DisputeFacts, DisputeStatusBadge, DisputeThread, EvidenceList, stageText } from './dispute-parts';

/** `/disputes/:tradeId`: one dispute for its two members and administrators. */
export default function DisputePage() {
  const { tradeId = '' } = useParams();
  const { user } = useSession();
  const dispute = useDispute(tradeId);
  const { t } = useTranslation('disputes');
  usePageTitle(dispute.data ? t('page.title', { title: dispute.data.listingTitle }) : t('page.fallbackTitle'));

  if (dispute.isLoading) return <Spinner label={t('page.loading')} />;
  if (!dispute.data) {
    const missing = errorStatus(dispute.error) === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{missing ? t('page.notFound') : t('page.loadFailed')}</h1>
        <p className="mt-2 text-muted">{missing ? t('page.notFoundText') : t('page.loadFailedText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {!missing && <Button onClick={() => void dispute.refetch()}>{t('page.tryAgain')}</Button>}
          <Button asChild variant={missing ? 'primary' : 'outline'}><Link to="/disputes">{t('page.yours')}</Link></Button>
        </div>
      </div>
    );
  }

  const current = dispute.data;
  const viewerId = user?.id;
  const isParty = viewerId === current.payer.id || viewerId === current.payee.id;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={user?.isAdmin && !isParty ? '/admin' : '/disputes'} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {user?.isAdmin && !isParty ? t('page.admin') : t('page.yours')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('page.title', { title: current.listingTitle })}</h1>
        <DisputeStatusBadge status={current.status} />
      </div>
      <p className="mt-2 text-muted">{stageText(current)}</p>
      {isParty && (
        <Link to={conversationPath(current.tradeId)} className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <MessageCircle aria-hidden="true" className="h-4 w-4" /> {t('page.conversation')}
        </Link>
      )}

      {current.decision && (
        <Card className="mt-6 border-green-200 p-5 sm:p-6" role="region" aria-labelledby="decision-heading">
          <h2 id="decision-heading" className="mb-3 text-lg font-semibold text-ink">{t('page.decision')}</h2>
          <DecisionView dispute={current} viewerId={viewerId} />
        </Card>
      )}

      <Card className="mt-6 space-y-5 p-5 sm:p-6">
        <DisputeFacts dispute={current} viewerId={viewerId} />
        <section aria-labelledby="reason-heading">
          <h2 id="reason-heading" className="text-lg font-semibold text-ink">{t('page.whatWentWrong')}</h2>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{current.reason}</p>
        </section>
        <section aria-labelledby="evidence-heading">
          <h2 id="evidence-heading" className="mb-2 text-lg font-semibold text-ink">{t('page.evidence')}</h2>
          <EvidenceList evidence={current.evidence} />
        </section>
      </Card>

      <Card className="mt-6 p-5 sm:p-6">
        <DisputeThread dispute={current} viewerId={viewerId} />
      </Card>
    </div>
  );
}
