import { Link } from 'react-router-dom';
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
import { dateOnly } from './limits';
import { disputePath } from './paths';

/** One line of the member's disputes: what, with whom, where it stands. */
function DisputeRow({ dispute, viewerId }: { dispute: Dispute; viewerId: string }) {
  const other = dispute.payer.id === viewerId ? dispute.payee : dispute.payer;
  const decision = dispute.decision;
  const paying = dispute.payer.id === viewerId;
  const mine = decision ? (paying ? decision.payerAmount : decision.payeeAmount) : null;
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
            With {other.username} · {formatCredits(dispute.amount)} credits · opened {dateOnly(dispute.openedAt)}
            {mine !== null && ` · ${formatCredits(mine)} credits ${paying ? 'back ' : ''}to you`}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

function YourDisputes({ viewerId }: { viewerId: string }) {
  const disputes = useMyDisputes(true);
  return (
    <Card className="mb-8 p-5 sm:p-6">
      <section aria-labelledby="your-disputes-heading">
        <h2 id="your-disputes-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
          <Scale aria-hidden="true" className="h-5 w-5" /> Your disputes
        </h2>
        {disputes.isLoading ? (
          <Spinner label="Loading your disputes…" className="py-6" />
        ) : disputes.isError ? (
          <div className="mt-3">
            <p className="text-muted">Your disputes could not be loaded right now.</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void disputes.refetch()}>Try again</Button>
          </div>
        ) : !disputes.data || disputes.data.length === 0 ? (
          <p className="mt-3 text-muted">
            You have no disputes. If a trade goes wrong, open one from the trade in <Link to="/messages" className="font-semibold text-brand-700 underline underline-offset-2">Messages</Link>.
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
  return <StaticPage content={content}>{user && <YourDisputes viewerId={user.id} />}</StaticPage>;
}
