import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FileText, ShieldCheck } from 'lucide-react';
import type { Dispute } from '@barteraid/events/contracts/disputes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatCredits } from '../../lib/format';
import { usePostDisputeMessage } from './dispute-api';
import { DISPUTE_LIMITS, dateTime } from './limits';

type Member = Dispute['payer'];

export function DisputeStatusBadge({ status }: { status: Dispute['status'] }) {
  return status === 'open' ? <Badge tone="warning">Open</Badge> : <Badge tone="success">Decided</Badge>;
}

/** A member's name, with "(you)" for the viewer. */
export function Who({ member, viewerId }: { member: Member; viewerId?: string }) {
  return (
    <span className="font-semibold">
      {member.username}
      {member.id === viewerId && <span className="font-normal text-muted"> (you)</span>}
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
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-4">
      <Fact label="At stake">{formatCredits(dispute.amount)} credits</Fact>
      <Fact label="Paying member"><Who member={dispute.payer} viewerId={viewerId} /></Fact>
      <Fact label="Paid member"><Who member={dispute.payee} viewerId={viewerId} /></Fact>
      <Fact label="Opened by">
        <Who member={dispute.openedBy} viewerId={viewerId} />
        <time dateTime={dispute.openedAt} className="block text-muted">{dateTime(dispute.openedAt)}</time>
      </Fact>
    </dl>
  );
}

/** Where the credits stand while the dispute is open. */
export function stageText(dispute: Dispute): string {
  const amount = `${formatCredits(dispute.amount)} credits`;
  if (dispute.status === 'decided') return 'An administrator decided this dispute.';
  return dispute.stage === 'held'
    ? `The ${amount} held for this trade are frozen until an administrator decides who gets what.`
    : `The trade was completed and the ${amount} paid. An administrator decides whether any of them go back to ${dispute.payer.username}.`;
}

/** Photos as thumbnails, anything else (PDFs) as a document link; each opens in a new tab. */
function EvidenceItem({ url, index }: { url: string; index: number }) {
  const [isDocument, setIsDocument] = useState(false);
  const label = `Evidence ${index + 1}`;
  return (
    <li>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex h-24 w-24 flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 text-xs font-medium text-ink hover:border-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        aria-label={`${label} (opens in a new tab)`}
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
  if (evidence.length === 0) return <p className="text-sm text-muted">No files were attached.</p>;
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Evidence files">
      {evidence.map((file, index) => <EvidenceItem key={file.id} url={file.url} index={index} />)}
    </ul>
  );
}

const outcomeTitles: Record<NonNullable<Dispute['decision']>['outcome'], string> = {
  release: 'Released to the paid member',
  return: 'Returned to the paying member',
  split: 'Split between both members',
};

/** The decision: who gets what, the administrator's note, and any part of a refund the payee could not cover. */
export function DecisionView({ dispute, viewerId }: { dispute: Dispute; viewerId?: string }) {
  const decision = dispute.decision;
  if (!decision) return null;
  const backVerb = dispute.stage === 'held' ? 'gets back' : 'is refunded';
  return (
    <div className="space-y-3">
      <p className="text-base font-semibold text-ink">{outcomeTitles[decision.outcome]}</p>
      <ul className="space-y-1 text-sm text-ink">
        <li>
          <Who member={dispute.payee} viewerId={viewerId} /> {dispute.stage === 'held' ? 'receives' : 'keeps'}{' '}
          <span className="font-semibold tabular-nums">{formatCredits(decision.payeeAmount)}</span> credits.
        </li>
        <li>
          <Who member={dispute.payer} viewerId={viewerId} /> {backVerb} <span className="font-semibold tabular-nums">{formatCredits(decision.payerAmount)}</span> credits.
        </li>
      </ul>
      {decision.shortfall && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          {formatCredits(decision.shortfall)} credits of the refund could not be taken from {dispute.payee.username}’s balance, so {dispute.payer.username} received that much less.
        </p>
      )}
      {decision.note && (
        <figure className="rounded-md bg-slate-50 p-3">
          <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">The administrator’s note</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{decision.note}</blockquote>
        </figure>
      )}
      <p className="text-xs text-muted">
        Decided <time dateTime={decision.decidedAt}>{dateTime(decision.decidedAt)}</time>.
      </p>
    </div>
  );
}

/** The dispute's own thread: both members and administrators, oldest first, and a form to add to it. */
export function DisputeThread({ dispute, viewerId, headingLevel = 2 }: { dispute: Dispute; viewerId?: string; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className="text-lg font-semibold text-ink">Messages about the dispute</Heading>
      {dispute.messages.length === 0 ? (
        <p className="text-sm text-muted">No messages yet. Add anything that helps an administrator decide.</p>
      ) : (
        <ol className="space-y-2" aria-label="Dispute messages">
          {dispute.messages.map((message) => (
            <li
              key={message.id}
              className={cn('rounded-lg border p-3', message.byAdmin ? 'border-brand-200 bg-brand-50' : message.by.id === viewerId ? 'border-slate-200 bg-white' : 'border-slate-200 bg-slate-50')}
            >
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <Who member={message.by} viewerId={viewerId} />
                {message.byAdmin && (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-900">
                    <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Administrator
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
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = body.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError('Write a message first.');
    if (length > DISPUTE_LIMITS.messageMax) return setError(`Message must be at most ${DISPUTE_LIMITS.messageMax.toLocaleString('en-US')} characters.`);
    setError(null);
    post.mutate(
      { body: body.trim() },
      {
        onSuccess: () => setBody(''),
        onError: (failure) => setError(serverMessage(failure) ?? 'The message could not be sent. Please try again.'),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Write in the dispute">
      <Field label="Your message" hint={`${length} of ${DISPUTE_LIMITS.messageMax.toLocaleString('en-US')} characters. Both members and administrators see it.`} error={error}>
        <Textarea value={body} maxLength={DISPUTE_LIMITS.messageMax} onChange={(event) => setBody(event.target.value)} className="min-h-24" />
      </Field>
      <Button type="submit" disabled={post.isPending}>{post.isPending ? 'Sending…' : 'Send message'}</Button>
    </form>
  );
}
