import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Ban, CheckCircle2, EyeOff, Flag, MessageSquareWarning, ShieldOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { reportCategoryLabel } from '../support';
import { adminMemberPath } from '../admin';
import type { AdminReport, ReportOutcome, ReportStatus, Suspension } from '@barteraid/events/contracts/moderation';
import { useLiftSuspension, useReportAction, type ReportActionCall } from './moderation-api';
import { moderationQueries } from './queries';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

const statusStyles: Record<ReportStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-amber-100 text-amber-950' },
  actioned: { label: 'Action taken', className: 'bg-green-100 text-green-900' },
  dismissed: { label: 'Dismissed', className: 'bg-slate-200 text-slate-800' },
};

const subjectLabels: Record<AdminReport['subject'], string> = {
  listing: 'Listing',
  member: 'Member',
  message: 'Message',
  conversation: 'Conversation',
};

const outcomeLabels: Record<ReportOutcome['action'], string> = {
  dismissed: 'Dismissed',
  listing_taken_down: 'Listing taken down',
  member_warned: 'Member warned',
  member_suspended: 'Member suspended',
};

const failed = (error: unknown, fallback: string) => toastError('Error', serverMessage(error) ?? fallback);

/** The admin dashboard's Reports tab: reports (open first, oldest first) with what was reported, and the suspensions in force. */
export function ReportsTab() {
  const [showClosed, setShowClosed] = useState(true);
  const reports = useQuery(moderationQueries.reports());
  const list = reports.data ?? [];
  const open = list.filter((report) => report.status === 'open');
  const shown = showClosed ? list : open;
  return (
    <div className="space-y-10">
      <section aria-labelledby="reports-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="reports-heading" className="text-lg font-semibold text-ink">Reports ({open.length} open)</h2>
            <p className="text-sm text-muted">Open reports first, the oldest first. The reporter is told the outcome in general words.</p>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={showClosed} onChange={(event) => setShowClosed(event.target.checked)} />
            Show closed reports
          </label>
        </div>
        {reports.isLoading ? (
          <Spinner label="Loading reports…" />
        ) : reports.isError ? (
          <div className="mt-3">
            <p className="text-muted">Reports could not be loaded right now.</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void reports.refetch()}>Try again</Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-muted">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {list.length === 0 ? 'No reports yet.' : 'No open reports. Nothing is waiting for review.'}
          </p>
        ) : (
          <ul className="mt-4 space-y-4">{shown.map((report) => <ReportItem key={report.id} report={report} />)}</ul>
        )}
      </section>
      <Suspensions />
    </div>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <div className="mt-1 text-sm text-ink">{children}</div>
    </div>
  );
}

/** What was reported, shown inline: the listing as the reporter saw it, the message, or the conversation. */
function Reported({ report }: { report: AdminReport }) {
  const profile = (username: string) => <Link to={`/members/${encodeURIComponent(username)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">@{username}</Link>;
  switch (report.subject) {
    case 'listing':
      return report.listing ? (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-ink">
            <Link to={`/listings/${report.listing.id}`} className="text-brand-700 underline-offset-2 hover:underline">{report.listing.title}</Link>
            {report.listing.isActive === false && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Not on the marketplace</span>}
          </p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-sm text-ink">{report.listing.description}</p>
          <p className="mt-1 text-xs text-muted">Posted by {profile(report.reportedMember.username)}; as the reporter saw it.</p>
        </div>
      ) : null;
    case 'member':
      return <p className="text-sm text-ink">The member {profile(report.reportedMember.username)}</p>;
    case 'message':
      return (
        <figure className="rounded-lg bg-slate-50 p-3">
          <figcaption className="text-xs text-muted">Message from {profile(report.reportedMember.username)}</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{report.message?.content}</blockquote>
        </figure>
      );
    case 'conversation': {
      const conversation = report.conversation;
      if (!conversation) return null;
      return (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-muted">
            Conversation with {profile(report.reportedMember.username)}
            {conversation.listingTitle ? ` about “${conversation.listingTitle}”` : ''}
            {conversation.totalMessages > conversation.messages.length ? ` (the latest ${conversation.messages.length} of ${conversation.totalMessages} messages)` : ''}
          </p>
          {conversation.messages.length === 0 ? (
            <p className="mt-1 text-sm text-muted">No messages.</p>
          ) : (
            <ol className="mt-2 max-h-64 space-y-2 overflow-y-auto pr-1" tabIndex={0} aria-label="Messages of the reported conversation">
              {conversation.messages.map((message) => (
                <li key={message.id} className="text-sm">
                  <span className={cn('font-semibold', message.senderId === report.reportedMember.id ? 'text-red-800' : 'text-ink')}>{message.senderUsername}</span>
                  <span className="text-xs text-muted"> · {when(message.sentAt)}</span>
                  <p className="whitespace-pre-wrap break-words text-ink">{message.content}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      );
    }
  }
}

type Action = ReportActionCall['kind'];

function ReportItem({ report }: { report: AdminReport }) {
  const [action, setAction] = useState<Action | null>(null);
  const status = statusStyles[report.status];
  const suspension = report.reportedMember.suspension;
  const done = new Set(report.outcomes.map((outcome) => outcome.action));
  const available: { kind: Action; label: string; icon: typeof Ban; show: boolean }[] = [
    { kind: 'dismiss', label: 'Dismiss', icon: CheckCircle2, show: report.status === 'open' },
    { kind: 'take-down', label: 'Take listing down', icon: EyeOff, show: report.subject === 'listing' && report.listing?.isActive !== false && !done.has('listing_taken_down') },
    { kind: 'warn', label: 'Warn member', icon: MessageSquareWarning, show: !done.has('member_warned') },
    { kind: 'suspend', label: 'Suspend member', icon: Ban, show: !suspension && !done.has('member_suspended') },
  ];
  const actions = report.status === 'dismissed' ? [] : available.filter((each) => each.show);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={`Report ${report.reference}: ${subjectLabels[report.subject]}, ${status.label}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <Flag aria-hidden="true" className="h-4 w-4 text-red-700" />
            {subjectLabels[report.subject]} · {reportCategoryLabel(report.category)}
          </p>
          <p className="text-sm text-muted">
            {report.reference} · filed {when(report.filedAt)} by @{report.reporter.username}
          </p>
          <p className="text-sm">
            <Link to={adminMemberPath(report.reportedMember.id)} className="font-medium text-brand-700 underline">Open @{report.reportedMember.username}</Link>
            {' · '}
            <Link to={adminMemberPath(report.reporter.id)} className="font-medium text-brand-700 underline">Open @{report.reporter.username}</Link>
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', status.className)}>{status.label}</span>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Labelled label="What was reported"><Reported report={report} /></Labelled>
        <Labelled label="What the reporter says">
          <p className="whitespace-pre-line break-words">{report.description}</p>
        </Labelled>
      </div>
      <p className="mt-3 text-sm text-ink">
        Reported member: <span className="font-semibold">@{report.reportedMember.username}</span>
        {suspension && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            Suspended{suspension.endsAt ? ` until ${day(suspension.endsAt)}` : ''}
          </span>
        )}
      </p>
      {report.outcomes.length > 0 && (
        <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm text-muted" aria-label="What was done">
          {report.outcomes.map((outcome) => (
            <li key={outcome.action}>
              <span className="font-semibold text-ink">{outcomeLabels[outcome.action]}</span> by @{outcome.by.username} on {when(outcome.at)}
              {outcome.note ? <>: <span className="whitespace-pre-line break-words">{outcome.note}</span></> : ''}
            </li>
          ))}
        </ul>
      )}
      {actions.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          {action ? (
            <ActionForm report={report} action={action} onClose={() => setAction(null)} />
          ) : (
            <div className="flex flex-wrap gap-2">
              {actions.map(({ kind, label, icon: Icon }) => (
                <Button key={kind} size="sm" variant={kind === 'suspend' ? 'destructive' : 'outline'} onClick={() => setAction(kind)}>
                  <Icon aria-hidden="true" className="h-4 w-4" /> {label}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** The next day, as the earliest end a suspension may have (YYYY-MM-DD, local). */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function ActionForm({ report, action, onClose }: { report: AdminReport; action: Action; onClose: () => void }) {
  const act = useReportAction(report.id);
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const username = report.reportedMember.username;

  const forms: Record<Action, { heading: string; label: string; hint: string; required: boolean; confirm: string }> = {
    dismiss: { heading: 'Dismiss this report', label: 'Note for other admins', hint: 'The reporter is told the report was reviewed; they do not see this note.', required: false, confirm: 'Dismiss report' },
    'take-down': { heading: 'Take the listing down', label: 'Reason', hint: 'The owner reads it on their listing.', required: true, confirm: 'Take listing down' },
    warn: { heading: `Warn @${username}`, label: 'Warning', hint: 'Sent as a personal message from BarterAid; they read it in their notifications.', required: true, confirm: 'Send warning' },
    suspend: { heading: `Suspend @${username}`, label: 'Reason', hint: 'They read it when they try to sign in, with how to appeal.', required: true, confirm: 'Suspend member' },
  };
  const form = forms[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (form.required && !value) return setError(`Please write the ${form.label.toLowerCase()}.`);
    setError(null);
    const call: ReportActionCall =
      action === 'dismiss'
        ? { kind: 'dismiss', body: { note: value || null } }
        : action === 'take-down'
          ? { kind: 'take-down', body: { reason: value } }
          : action === 'warn'
            ? { kind: 'warn', body: { subject: subject.trim() || null, message: value } }
            : { kind: 'suspend', body: { reason: value, endsAt: endDate ? new Date(`${endDate}T00:00`).toISOString() : null } };
    act.mutate(call, {
      onSuccess: (answer) => {
        toast({ title: 'Report Updated', description: answer.message });
        onClose();
      },
      onError: (failure) => failed(failure, 'The report could not be updated.'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-ink">{form.heading}</h3>
      {action === 'warn' && (
        <Field label="Subject" optional hint="Without one: “A warning about your activity”.">
          <Input value={subject} maxLength={150} onChange={(event) => setSubject(event.target.value)} />
        </Field>
      )}
      <Field label={form.label} optional={!form.required} hint={form.hint} error={error}>
        <Textarea rows={3} maxLength={action === 'warn' ? 4000 : 1000} value={text} onChange={(event) => { setText(event.target.value); setError(null); }} autoFocus />
      </Field>
      {action === 'suspend' && (
        <Field label="Ends on" optional hint="The suspension ends at the start of this day. Without a date it lasts until an admin lifts it.">
          <Input type="date" min={tomorrow()} value={endDate} onChange={(event) => setEndDate(event.target.value)} className="sm:max-w-56" />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={action === 'suspend' || action === 'take-down' ? 'destructive' : 'primary'} disabled={act.isPending}>
          {act.isPending ? 'Saving…' : form.confirm}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>Cancel</Button>
      </div>
    </form>
  );
}

function Suspensions() {
  const suspensions = useQuery(moderationQueries.suspensions());
  const lift = useLiftSuspension();
  const list = suspensions.data ?? [];
  const liftOne = (suspension: Suspension) =>
    lift.mutate(suspension.memberId, {
      onSuccess: (answer) => toast({ title: 'Suspension Lifted', description: answer.message }),
      onError: (failure) => failed(failure, 'The suspension could not be lifted.'),
    });
  return (
    <section aria-labelledby="suspensions-heading">
      <h2 id="suspensions-heading" className="text-lg font-semibold text-ink">Suspended members ({list.length})</h2>
      <p className="text-sm text-muted">They cannot sign in and their listings are hidden. A suspension with an end date ends by itself.</p>
      {suspensions.isLoading ? (
        <Spinner label="Loading suspensions…" />
      ) : suspensions.isError ? (
        <p className="mt-2 text-muted">Suspensions could not be loaded right now.</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-muted">No member is suspended.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.map((suspension) => (
            <li key={suspension.memberId} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">@{suspension.username}</p>
                <p className="break-words text-sm text-ink">{suspension.reason}</p>
                <p className="text-sm text-muted">
                  Since {day(suspension.suspendedAt)} by @{suspension.suspendedBy.username} · {suspension.endsAt ? `until ${when(suspension.endsAt)}` : 'until lifted'}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => liftOne(suspension)} disabled={lift.isPending} aria-label={`Lift the suspension of ${suspension.username}`}>
                <ShieldOff aria-hidden="true" className="h-4 w-4" /> Lift suspension
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
