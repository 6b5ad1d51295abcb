import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Scale } from 'lucide-react';
import type { Dispute } from '@barteraid/events/contracts/disputes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatCredits } from '../../lib/format';
import { useSession } from '../../lib/session';
import { StaticPage } from '../static-pages';
import { useMyDisputes } from './dispute-api';
import { DisputeStatusBadge } from './dispute-parts';
import { content } from './help-content';
import { content as contentEs } from './help-content-es';
import { dateOnly } from './limits';
import { disputePath } from './paths';

/** One line of the member's disputes: what, with whom, where it stands. */
function DisputeRow({ dispute, viewerId }: { dispute: Dispute; viewerId: string }) {
  const other = dispute.payer.id === viewerId ? dispute.payee : dispute.payer;
  const decision = dispute.decision;
  const paying = dispute.payer.id === viewerId;
  const mine = decision ? (paying ? decision.payerAmount : decision.payeeAmount) : null;
  const { t } = useTranslation('disputes');
  return (
    <li>
      <Link
        to={disputePath(dispute.tradeId)}
        className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words font-semibold text-ink">{dispute.listingTitle}</span>
            <DisputeStatusBadge status={dispute.status} />
          </span>
          <span className="mt-0.5 block text-sm text-muted">
            {t('mine.row', { name: other.username, amount: formatCredits(dispute.amount), date: dateOnly(dispute.openedAt) })}
            {mine !== null && t(paying ? 'mine.backToYou' : 'mine.toYou', { amount: formatCredits(mine) })}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

function YourDisputes({ viewerId }: { viewerId: string }) {
  const disputes = useMyDisputes(true);
  const { t } = useTranslation('disputes');
  return (
    <Card className="mb-8 p-5 sm:p-6">
      <section aria-labelledby="your-disputes-heading">
        <h2 id="your-disputes-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
          <Scale aria-hidden="true" className="h-5 w-5" /> {t('mine.title')}
        </h2>
        {disputes.isLoading ? (
          <Spinner label={t('mine.loading')} className="py-6" />
        ) : disputes.isError ? (
          <div className="mt-3">
            <p className="text-muted">{t('mine.failed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void disputes.refetch()}>{t('mine.tryAgain')}</Button>
          </div>
        ) : !disputes.data || disputes.data.length === 0 ? (
          <p className="mt-3 text-muted">
            {t('mine.noneBefore')}
            <Link to="/messages" className="font-semibold text-brand-700 underline underline-offset-2">{t('mine.noneLink')}</Link>
            {t('mine.noneAfter')}
          </p>
        ) : (
          <ul className="mt-4 space-y-2">
            {disputes.data.map((dispute) => <DisputeRow key={dispute.id} dispute={dispute} viewerId={viewerId} />)}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** `/disputes`: how disputes work for everyone, and a signed-in member's own disputes above it. */
export default function DisputesHelpPage() {
  const { user } = useSession();
  const { i18n } = useTranslation();
  return <StaticPage content={i18n.language === 'es' ? contentEs : content}>{user && <YourDisputes viewerId={user.id} />}</StaticPage>;
}
