import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Ban, CheckCircle2, EyeOff, Flag, MessageSquareWarning, ShieldOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast, toastError } from '../../components/ui/toast-store';
import { answerText, t as translate } from '../../i18n';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { reportCategoryLabel } from '../support';
import { adminMemberPath } from '../../lib/admin-paths';
import type { AdminReport, ReportOutcome, ReportStatus, Suspension } from '@barteraid/events/contracts/moderation';
import { useLiftSuspension, useReportAction, type ReportActionCall } from './moderation-api';
import { moderationQueries } from './queries';

const when = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const day = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric' });

const statusStyles: Record<ReportStatus, string> = {
  open: 'bg-amber-100 text-amber-950',
  actioned: 'bg-green-100 text-green-900',
  dismissed: 'bg-slate-200 text-slate-800',
};
const statusLabel = (status: ReportStatus) => translate(`admin:reports.status.${status}`);
const subjectLabel = (subject: AdminReport['subject']) => translate(`admin:reports.subjects.${subject}`);
const outcomeLabel = (action: ReportOutcome['action']) => translate(`admin:reports.outcomes.${action}`);

const failed = (error: unknown, fallback: string) => toastError(translate('admin:errors.title'), serverMessage(error) ?? fallback);

/** A text with the member's link in it: the text is translated with a mark where the link goes. */
const MARK = '\u2063';
function withLink(text: string, link: ReactNode) {
  const [before, after] = text.split(MARK);
  return <>{before}{link}{after}</>;
}

/** The admin dashboard's Reports tab: reports (open first, oldest first) with what was reported, and the suspensions in force. */
export function ReportsTab() {
  const { t } = useTranslation('admin');
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
            <h2 id="reports-heading" className="text-lg font-semibold text-ink">{t('reports.heading', { count: open.length })}</h2>
            <p className="text-sm text-muted">{t('reports.intro')}</p>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={showClosed} onChange={(event) => setShowClosed(event.target.checked)} />
            {t('reports.showClosed')}
          </label>
        </div>
        {reports.isLoading ? (
          <Spinner label={t('page.loadingReports')} />
        ) : reports.isError ? (
          <div className="mt-3">
            <p className="text-muted">{t('reports.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void reports.refetch()}>{t('reports.tryAgain')}</Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-muted">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {list.length === 0 ? t('reports.none') : t('reports.noneOpen')}
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
  const { t } = useTranslation('admin');
  const profile = (username: string) => <Link to={`/members/${encodeURIComponent(username)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">@{username}</Link>;
  switch (report.subject) {
    case 'listing':
      return report.listing ? (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-ink">
            <Link to={`/listings/${report.listing.id}`} className="text-brand-700 underline-offset-2 hover:underline">{report.listing.title}</Link>
            {report.listing.isActive === false && <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('reports.offMarketplace')}</span>}
          </p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-sm text-ink">{report.listing.description}</p>
          <p className="mt-1 text-xs text-muted">{withLink(t('reports.postedBy', { member: MARK }), profile(report.reportedMember.username))}</p>
        </div>
      ) : null;
    case 'member':
      return <p className="text-sm text-ink">{withLink(t('reports.theMember', { member: MARK }), profile(report.reportedMember.username))}</p>;
    case 'message':
      return (
        <figure className="rounded-lg bg-slate-50 p-3">
          <figcaption className="text-xs text-muted">{withLink(t('reports.messageFrom', { member: MARK }), profile(report.reportedMember.username))}</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{report.message?.content}</blockquote>
        </figure>
      );
    case 'conversation': {
      const conversation = report.conversation;
      if (!conversation) return null;
      return (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-muted">
            {withLink(t('reports.conversationWith', { member: MARK }), profile(report.reportedMember.username))}
            {conversation.listingTitle ? t('reports.about', { title: conversation.listingTitle }) : ''}
            {conversation.totalMessages > conversation.messages.length ? t('reports.latest', { shown: conversation.messages.length, total: conversation.totalMessages }) : ''}
          </p>
          {conversation.messages.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{t('reports.noMessages')}</p>
          ) : (
            <ol className="mt-2 max-h-64 space-y-2 overflow-y-auto pr-1" tabIndex={0} aria-label={t('reports.conversationMessages')}>
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
  const { t } = useTranslation('admin');
  const [action, setAction] = useState<Action | null>(null);
  const status = { label: statusLabel(report.status), className: statusStyles[report.status] };
  const suspension = report.reportedMember.suspension;
  const done = new Set(report.outcomes.map((outcome) => outcome.action));
  const available: { kind: Action; label: string; icon: typeof Ban; show: boolean }[] = [
    { kind: 'dismiss', label: t('reports.dismiss'), icon: CheckCircle2, show: report.status === 'open' },
    { kind: 'take-down', label: t('reports.takeDown'), icon: EyeOff, show: report.subject === 'listing' && report.listing?.isActive !== false && !done.has('listing_taken_down') },
    { kind: 'warn', label: t('reports.warn'), icon: MessageSquareWarning, show: !done.has('member_warned') },
    { kind: 'suspend', label: t('reports.suspend'), icon: Ban, show: !suspension && !done.has('member_suspended') },
  ];
  const actions = report.status === 'dismissed' ? [] : available.filter((each) => each.show);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={t('reports.label', { reference: report.reference, subject: subjectLabel(report.subject), status: status.label })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <Flag aria-hidden="true" className="h-4 w-4 text-red-700" />
            {subjectLabel(report.subject)} · {reportCategoryLabel(report.category)}
          </p>
          <p className="text-sm text-muted">
            {t('reports.filed', { reference: report.reference, date: when(report.filedAt), username: report.reporter.username })}
          </p>
          <p className="text-sm">
            <Link to={adminMemberPath(report.reportedMember.id)} className="font-medium text-brand-700 underline">{t('reports.open', { username: report.reportedMember.username })}</Link>
            {' · '}
            <Link to={adminMemberPath(report.reporter.id)} className="font-medium text-brand-700 underline">{t('reports.open', { username: report.reporter.username })}</Link>
          </p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', status.className)}>{status.label}</span>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Labelled label={t('reports.whatReported')}><Reported report={report} /></Labelled>
        <Labelled label={t('reports.reporterSays')}>
          <p className="whitespace-pre-line break-words">{report.description}</p>
        </Labelled>
      </div>
      <p className="mt-3 text-sm text-ink">
        {t('reports.reportedMember')}<span className="font-semibold">@{report.reportedMember.username}</span>
        {suspension && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {t('reports.suspended')}{suspension.endsAt ? t('reports.until', { date: day(suspension.endsAt) }) : ''}
          </span>
        )}
      </p>
      {report.outcomes.length > 0 && (
        <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm text-muted" aria-label={t('reports.whatDone')}>
          {report.outcomes.map((outcome) => (
            <li key={outcome.action}>
              <span className="font-semibold text-ink">{outcomeLabel(outcome.action)}</span>{t('reports.doneBy', { username: outcome.by.username, date: when(outcome.at) })}
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
  const { t } = useTranslation('admin');
  const act = useReportAction(report.id);
  const [text, setText] = useState('');
  const [subject, setSubject] = useState('');
  const [endDate, setEndDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const username = report.reportedMember.username;

  const key = ({ dismiss: 'dismiss', 'take-down': 'takeDown', warn: 'warn', suspend: 'suspend' } as const)[action];
  const form = {
    heading: t(`reports.forms.${key}.heading`, { username }),
    label: t(`reports.forms.${key}.label`),
    hint: t(`reports.forms.${key}.hint`),
    required: action !== 'dismiss',
    confirm: t(`reports.forms.${key}.confirm`),
    missing: t(`reports.forms.${key}.required`),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (form.required && !value) return setError(form.missing);
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
        toast({ title: t('reports.updated'), description: answerText(answer) });
        onClose();
      },
      onError: (failure) => failed(failure, t('reports.updateFailed')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-ink">{form.heading}</h3>
      {action === 'warn' && (
        <Field label={t('reports.subject')} optional hint={t('reports.subjectHint')}>
          <Input value={subject} maxLength={150} onChange={(event) => setSubject(event.target.value)} />
        </Field>
      )}
      <Field label={form.label} optional={!form.required} hint={form.hint} error={error}>
        <Textarea rows={3} maxLength={action === 'warn' ? 4000 : 1000} value={text} onChange={(event) => { setText(event.target.value); setError(null); }} autoFocus />
      </Field>
      {action === 'suspend' && (
        <Field label={t('reports.endsOn')} optional hint={t('reports.endsOnHint')}>
          <Input type="date" min={tomorrow()} value={endDate} onChange={(event) => setEndDate(event.target.value)} className="sm:max-w-56" />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={action === 'suspend' || action === 'take-down' ? 'destructive' : 'primary'} disabled={act.isPending}>
          {act.isPending ? t('reports.saving') : form.confirm}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>{t('reports.cancel')}</Button>
      </div>
    </form>
  );
}

function Suspensions() {
  const { t } = useTranslation('admin');
  const suspensions = useQuery(moderationQueries.suspensions());
  const lift = useLiftSuspension();
  const list = suspensions.data ?? [];
  const liftOne = (suspension: Suspension) =>
    lift.mutate(suspension.memberId, {
      onSuccess: (answer) => toast({ title: t('reports.lifted'), description: answerText(answer) }),
      onError: (failure) => failed(failure, t('reports.liftFailed')),
    });
  return (
    <section aria-labelledby="suspensions-heading">
      <h2 id="suspensions-heading" className="text-lg font-semibold text-ink">{t('reports.suspendedHeading', { count: list.length })}</h2>
      <p className="text-sm text-muted">{t('reports.suspendedIntro')}</p>
      {suspensions.isLoading ? (
        <Spinner label={t('reports.loadingSuspensions')} />
      ) : suspensions.isError ? (
        <p className="mt-2 text-muted">{t('reports.suspensionsFailed')}</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-muted">{t('reports.noneSuspended')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.map((suspension) => (
            <li key={suspension.memberId} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">@{suspension.username}</p>
                <p className="break-words text-sm text-ink">{suspension.reason}</p>
                <p className="text-sm text-muted">
                  {t('reports.since', { date: day(suspension.suspendedAt), username: suspension.suspendedBy.username })}{suspension.endsAt ? t('reports.untilDate', { date: when(suspension.endsAt) }) : t('reports.untilLifted')}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => liftOne(suspension)} disabled={lift.isPending} aria-label={t('reports.liftOf', { username: suspension.username })}>
                <ShieldOff aria-hidden="true" className="h-4 w-4" /> {t('reports.lift')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
