import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FileText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dispute } from '@barteraid/events/contracts/disputes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatCount, formatCredits } from '../../lib/format';
import { t as translate } from '../../i18n';
import { usePostDisputeMessage } from './dispute-api';
import { DISPUTE_LIMITS, dateTime } from './limits';

type Member = Dispute['payer'];

export function DisputeStatusBadge({ status }: { status: Dispute['status'] }) {
  const { t } = useTranslation('disputes');
  return status === 'open' ? <Badge tone="warning">{t('parts.open')}</Badge> : <Badge tone="success">{t('parts.decided')}</Badge>;
}

/** A member's name, with "(you)" for the viewer. */
export function Who({ member, viewerId }: { member: Member; viewerId?: string }) {
  const { t } = useTranslation('disputes');
  return (
    <span className="font-semibold">
      {member.username}
      {member.id === viewerId && <span className="font-normal text-muted">{t('parts.you')}</span>}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The facts: what is at stake, between whom, who opened it and when. */
export function DisputeFacts({ dispute, viewerId }: { dispute: Dispute; viewerId?: string }) {
  const { t } = useTranslation('disputes');
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4">
      <Fact label={t('parts.atStake')}>{t('parts.credits', { amount: formatCredits(dispute.amount) })}</Fact>
      <Fact label={t('parts.payer')}><Who member={dispute.payer} viewerId={viewerId} /></Fact>
      <Fact label={t('parts.payee')}><Who member={dispute.payee} viewerId={viewerId} /></Fact>
      <Fact label={t('parts.openedBy')}>
        <Who member={dispute.openedBy} viewerId={viewerId} />
        <time dateTime={dispute.openedAt} className="block text-muted">{dateTime(dispute.openedAt)}</time>
      </Fact>
    </dl>
  );
}

/** Where the credits stand while the dispute is open. */
export function stageText(dispute: Dispute): string {
  const amount = translate('disputes:parts.credits', { amount: formatCredits(dispute.amount) });
  if (dispute.status === 'decided') return translate('disputes:parts.stageDecided');
  return dispute.stage === 'held'
    ? translate('disputes:parts.stageHeld', { amount })
    : translate('disputes:parts.stagePaid', { amount, username: dispute.payer.username });
}

/** Photos as thumbnails, anything else (PDFs) as a document link; each opens in a new tab. */
function EvidenceItem({ url, index }: { url: string; index: number }) {
  const [isDocument, setIsDocument] = useState(false);
  const { t } = useTranslation('disputes');
  const label = t('parts.evidenceItem', { number: index + 1 });
  return (
    <li>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex h-24 w-24 flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-xs font-medium text-ink hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={t('parts.opensNewTab', { label })}
      >
        {isDocument ? (
          <>
            <FileText aria-hidden="true" className="h-8 w-8 text-muted" />
            <span>{label}</span>
          </>
        ) : (
          <img src={url} alt={label} loading="lazy" className="h-full w-full object-cover" onError={() => setIsDocument(true)} />
        )}
      </a>
    </li>
  );
}

export function EvidenceList({ evidence }: { evidence: Dispute['evidence'] }) {
  const { t } = useTranslation('disputes');
  if (evidence.length === 0) return <p className="text-sm text-muted">{t('parts.noFiles')}</p>;
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('parts.evidenceFiles')}>
      {evidence.map((file, index) => <EvidenceItem key={file.id} url={file.url} index={index} />)}
    </ul>
  );
}


/** The decision: who gets what, the administrator's note, and any part of a refund the payee could not cover. */
export function DecisionView({ dispute, viewerId }: { dispute: Dispute; viewerId?: string }) {
  const decision = dispute.decision;
  const { t } = useTranslation('disputes');
  if (!decision) return null;
  const backVerb = dispute.stage === 'held' ? t('parts.getsBack') : t('parts.isRefunded');
  return (
    <div className="space-y-3">
      <p className="text-base font-semibold text-ink">{t(`parts.outcomes.${decision.outcome}`)}</p>
      <ul className="space-y-1 text-sm text-ink">
        <li>
          <Who member={dispute.payee} viewerId={viewerId} />
          {dispute.stage === 'held' ? t('parts.receives') : t('parts.keeps')}
          <span className="font-semibold tabular-nums">{formatCredits(decision.payeeAmount)}</span>
          {t('parts.creditsAfter')}
        </li>
        <li>
          <Who member={dispute.payer} viewerId={viewerId} />
          {backVerb}
          <span className="font-semibold tabular-nums">{formatCredits(decision.payerAmount)}</span>
          {t('parts.creditsAfter')}
        </li>
      </ul>
      {decision.shortfall && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          {t('parts.shortfall', { amount: formatCredits(decision.shortfall), payee: dispute.payee.username, payer: dispute.payer.username })}
        </p>
      )}
      {decision.note && (
        <figure className="rounded-md bg-slate-50 p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">{t('parts.note')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{decision.note}</blockquote>
        </figure>
      )}
      <p className="text-xs text-muted">
        {t('parts.decidedBefore')}<time dateTime={decision.decidedAt}>{dateTime(decision.decidedAt)}</time>{t('parts.decidedAfter')}
      </p>
    </div>
  );
}

/** The dispute's own thread: both members and administrators, oldest first, and a form to add to it. */
export function DisputeThread({ dispute, viewerId, headingLevel = 2 }: { dispute: Dispute; viewerId?: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const { t } = useTranslation('disputes');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-lg font-semibold text-ink">{t('parts.messages')}</Heading>
      {dispute.messages.length === 0 ? (
        <p className="text-sm text-muted">{t('parts.noMessages')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('parts.messageList')}>
          {dispute.messages.map((message) => (
            <li
              key={message.id}
              className={cn('rounded-lg border p-3', message.byAdmin ? 'border-brand-200 bg-brand-50' : message.by.id === viewerId ? 'border-slate-200 bg-white' : 'border-slate-200 bg-slate-50')}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <Who member={message.by} viewerId={viewerId} />
                {message.byAdmin && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-900">
                    <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> {t('parts.administrator')}
                  </span>
                )}
                <time dateTime={message.postedAt} className="text-xs text-muted">{dateTime(message.postedAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <MessageForm tradeId={dispute.tradeId} />
    </section>
  );
}

function MessageForm({ tradeId }: { tradeId: string }) {
  const post = usePostDisputeMessage(tradeId);
  const { t } = useTranslation('disputes');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = body.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(t('parts.writeFirst'));
    if (length > DISPUTE_LIMITS.messageMax) return setError(t('parts.tooLong', { max: formatCount(DISPUTE_LIMITS.messageMax) }));
    setError(null);
    post.mutate(
      { body: body.trim() },
      {
        onSuccess: () => setBody(''),
        onError: (failure) => setError(serverMessage(failure) ?? t('parts.sendFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t('parts.form')}>
      <Field label={t('parts.yourMessage')} hint={t('parts.messageHint', { length, max: formatCount(DISPUTE_LIMITS.messageMax) })} error={error}>
        <Textarea value={body} maxLength={DISPUTE_LIMITS.messageMax} onChange={(event) => setBody(event.target.value)} className="min-h-24" />
      </Field>
      <Button type="submit" disabled={post.isPending}>{post.isPending ? t('parts.sending') : t('parts.send')}</Button>
    </form>
  );
}
