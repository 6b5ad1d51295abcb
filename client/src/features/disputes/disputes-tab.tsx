import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckCircle2, Scale } from 'lucide-react';
import type { Dispute, DisputeStory } from '@barteraid/events/contracts/disputes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { adminMemberPath } from '../../lib/admin-paths';
import { formatCredits } from '../../lib/format';
import { useSession } from '../../lib/session';
import { TradeSteps } from '../trades';
import { DecisionForm } from './decision-form';
import { DecisionView, DisputeFacts, DisputeStatusBadge, DisputeThread, EvidenceList, stageText } from './dispute-parts';
import { dateOnly, dateTime } from './limits';
import { disputePath } from './paths';
import { disputeQueries } from './queries';

/**
 * The admin dashboard's Disputes tab: open disputes oldest first (then, on request, decided ones);
 * choosing one shows its whole story and the decision form, then the decision.
 */
export function DisputesTab() {
  const { t } = useTranslation('admin');
  const queue = useQuery({ ...disputeQueries.queue(), refetchInterval: 30_000 });
  const [showDecided, setShowDecided] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const list = queue.data ?? [];
  const open = list.filter((dispute) => dispute.status === 'open');
  const shown = showDecided ? list : open;
  // A dispute stays shown after it is decided, even with decided ones hidden.
  const selectedDispute = list.find((dispute) => dispute.tradeId === selected) ?? null;
  const rows = selectedDispute && !shown.includes(selectedDispute) ? [...shown, selectedDispute] : shown;

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section aria-labelledby="disputes-heading" className="min-w-0">
        <h2 id="disputes-heading" className="text-lg font-semibold text-ink">{t('disputes.heading', { count: open.length })}</h2>
        <p className="text-sm text-muted">{t('disputes.intro')}</p>
        <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={showDecided} onChange={(event) => setShowDecided(event.target.checked)} />
          {t('disputes.showDecided')}
        </label>
        {queue.isLoading ? (
          <Spinner label={t('page.loadingDisputes')} />
        ) : queue.isError ? (
          <div className="mt-3">
            <p className="text-muted">{t('disputes.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void queue.refetch()}>{t('disputes.tryAgain')}</Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-muted">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {list.length === 0 ? t('disputes.none') : t('disputes.noneOpen')}
          </p>
        ) : (
          <ul className="mt-3 space-y-2" aria-label={t('disputes.list')}>
            {rows.map((dispute) => (
              <li key={dispute.id}>
                <DisputeChoice dispute={dispute} selected={dispute.tradeId === selected} onSelect={() => setSelected(dispute.tradeId)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="min-w-0">
        {selected ? (
          <StoryView tradeId={selected} />
        ) : (
          rows.length > 0 && <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">{t('disputes.choose')}</p>
        )}
      </div>
    </div>
  );
}

function DisputeChoice({ dispute, selected, onSelect }: { dispute: Dispute; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={cn(
        'w-full rounded-lg border bg-white p-3 text-left hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        selected ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-semibold text-ink">{dispute.listingTitle}</span>
        <DisputeStatusBadge status={dispute.status} />
      </span>
      <span className="mt-1 block text-sm text-muted">
        {t('disputes.choice', { amount: formatCredits(dispute.amount), stage: dispute.stage === 'held' ? t('disputes.held') : t('disputes.afterCompletion'), date: dateOnly(dispute.openedAt), name: dispute.openedBy.username })}
      </span>
    </button>
  );
}

/** The whole story of one dispute for the administrator deciding it. */
function StoryView({ tradeId }: { tradeId: string }) {
  const { t } = useTranslation('admin');
  const story = useQuery({ ...disputeQueries.story(tradeId), refetchInterval: 30_000 });
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(story.data);
  // Choosing a dispute moves focus to its story (below the list on a phone).
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [tradeId, loaded]);

  if (story.isLoading) return <Spinner label={t('disputes.loading')} />;
  if (!story.data) {
    return (
      <Card className="p-5">
        <p className="text-muted">{t('disputes.storyFailed')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void story.refetch()}>{t('disputes.tryAgain')}</Button>
      </Card>
    );
  }
  const { dispute, timeline, conversation } = story.data;
  return (
    <article aria-labelledby="dispute-story-heading" className="space-y-5">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="dispute-story-heading" ref={heading} tabIndex={-1} className="min-w-0 break-words text-xl font-semibold text-ink focus:outline-none">
            {dispute.listingTitle}
          </h2>
          <DisputeStatusBadge status={dispute.status} />
        </div>
        <p className="text-sm text-muted">{stageText(dispute)}</p>
        <DisputeFacts dispute={dispute} viewerId={user?.id} />
        <p className="text-sm">
          <Link to={adminMemberPath(dispute.payer.id)} className="font-medium text-brand-700 underline">{t('disputes.payerHistory', { name: dispute.payer.username })}</Link>
          {' · '}
          <Link to={adminMemberPath(dispute.payee.id)} className="font-medium text-brand-700 underline">{t('disputes.payeeHistory', { name: dispute.payee.username })}</Link>
        </p>
        <section aria-labelledby="story-reason-heading">
          <h3 id="story-reason-heading" className="font-semibold text-ink">{t('disputes.why', { name: dispute.openedBy.username })}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{dispute.reason}</p>
        </section>
        <section aria-labelledby="story-evidence-heading">
          <h3 id="story-evidence-heading" className="mb-2 font-semibold text-ink">{t('disputes.evidence')}</h3>
          <EvidenceList evidence={dispute.evidence} />
        </section>
        <Link to={disputePath(dispute.tradeId)} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <Scale aria-hidden="true" className="h-4 w-4" /> {t('disputes.membersPage')}
        </Link>
      </Card>

      <div className="grid gap-5 xl:grid-cols-2">
        <Card className="min-w-0 p-5 sm:p-6">
          <section aria-labelledby="story-timeline-heading" className="text-sm">
            <h3 id="story-timeline-heading" className="font-semibold text-ink">{t('disputes.tradeHistory')}</h3>
            {timeline.length === 0 ? <p className="mt-2 text-muted">{t('disputes.nothingRecorded')}</p> : <TradeSteps steps={timeline} />}
          </section>
        </Card>
        <Card className="min-w-0 p-5 sm:p-6">
          <Conversation conversation={conversation} dispute={dispute} />
        </Card>
      </div>

      <Card className="p-5 sm:p-6">
        <DisputeThread dispute={dispute} viewerId={user?.id} headingLevel={3} />
      </Card>

      <Card className="p-5 sm:p-6" role="region" aria-labelledby="story-decision-heading">
        <h3 id="story-decision-heading" className="mb-3 text-lg font-semibold text-ink">{dispute.decision ? t('disputes.decision') : t('disputes.decide')}</h3>
        {dispute.decision ? <DecisionView dispute={dispute} /> : <DecisionForm dispute={dispute} />}
      </Card>
    </article>
  );
}

/** The members' own chat about the trade, oldest first, in a scrollable box. */
function Conversation({ conversation, dispute }: { conversation: DisputeStory['conversation']; dispute: Dispute }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="story-conversation-heading">
      <h3 id="story-conversation-heading" className="font-semibold text-ink">{t('disputes.conversation')}</h3>
      {conversation.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('disputes.noMessages')}</p>
      ) : (
        <ol className="mt-2 max-h-96 space-y-2 overflow-y-auto pr-1" tabIndex={0} aria-label={t('disputes.messages')}>
          {conversation.map((message) => (
            <li key={message.id} className="text-sm">
              <span className={cn('font-semibold', message.senderId === dispute.payer.id ? 'text-ink' : 'text-brand-800')}>{message.senderName}</span>
              <span className="text-xs text-muted"> · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time></span>
              <p className="whitespace-pre-wrap break-words text-ink">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
