import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, FileText, Mail, ShieldCheck, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { t as translate } from '../../i18n';
import { apiJson } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { verificationTypes } from '../verification';
import { toastAdminError } from './admin-errors';
import { useDebounced } from './member-picker';
import type { AdminUser } from '@barteraid/events/contracts/admin';
import type { VerificationDecision, VerificationDecisionAnswer, VerificationDecisionBody, VerificationRequest } from '@barteraid/events/contracts/verification';
import { adminQueries } from './queries';
import { adminMemberPath } from '../../lib/admin-paths';

const PAGE_SIZE = 20;
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';

const tierIds = ['standard', 'free_assistance', 'emergency_business', 'guest_trial'] as const;
/** A membership tier's name, or its id when it is one this page does not know. */
export const tierLabel = (tier: string): string =>
  (tierIds as readonly string[]).includes(tier) ? translate(`admin:tiers.${tier as (typeof tierIds)[number]}`) : tier;
const statusTone = { approved: 'success', rejected: 'danger', pending: 'warning' } as const;
export const day = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric' });

export function VerificationBadge({ status, submitted = true }: { status: string; submitted?: boolean }) {
  const { t } = useTranslation('admin');
  if (!submitted) return <Badge tone="neutral">{t('status.notSubmitted')}</Badge>;
  const known = status in statusTone ? (status as keyof typeof statusTone) : null;
  return <Badge tone={known ? statusTone[known] : 'neutral'}>{known ? t(`status.${known}`) : status}</Badge>;
}

export interface MemberActions {
  onMessage(user: AdminUser): void;
  onIssueCredits(user: AdminUser): void;
}

/** Every member, newest first: searchable, a page at a time, with shortcuts to the Management forms. */
export function UsersTable({ actions }: { actions: MemberActions }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim());
  const users = useQuery({
    ...adminQueries.users({ search: query, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="all-users-heading">
      <h2 id="all-users-heading" className="sr-only">{t('users.heading')}</h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={t('users.search')} hint={t('users.searchHint')} className="w-full sm:w-80">
          <Input type="search" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} autoComplete="off" />
        </Field>
        <p className="text-sm text-muted" aria-live="polite">{users.isLoading ? t('users.loading') : t(total === 1 ? 'users.countOne' : 'users.countMany', { count: total })}</p>
      </div>
      {users.isLoading ? <Spinner /> : users.isError ? (
        <p className="mt-4 text-muted">{t('users.loadFailed')}</p>
      ) : (
        <>
          {/* Phones: one card per member. */}
          <ul className="mt-4 space-y-3 md:hidden">
            {list.map((user) => (
              <li key={user.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <MemberSummary user={user} />
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">{t('users.membership')}</dt><dd className="text-ink">{tierLabel(user.membershipTier)}</dd>
                  <dt className="text-muted">{t('users.verification')}</dt><dd><VerificationBadge status={user.verificationStatus} submitted={user.verificationSubmitted} /></dd>
                  <dt className="text-muted">{t('users.credits')}</dt><dd className="text-ink">{user.barterCredits}</dd>
                  <dt className="text-muted">{t('users.joined')}</dt><dd className="text-ink">{day(user.createdAt)}</dd>
                </dl>
                <RowActions user={user} actions={actions} />
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full">
              <caption className="sr-only">{t('users.caption')}</caption>
              <thead className="bg-slate-50">
                <tr><th className={th}>{t('users.member')}</th><th className={th}>{t('users.membership')}</th><th className={th}>{t('users.verification')}</th><th className={th}>{t('users.credits')}</th><th className={th}>{t('users.joined')}</th><th className={th}><span className="sr-only">{t('users.actions')}</span></th></tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((user) => (
                  <tr key={user.id}>
                    <td className={td}><MemberSummary user={user} /></td>
                    <td className={td}>{tierLabel(user.membershipTier)}</td>
                    <td className={td}><VerificationBadge status={user.verificationStatus} submitted={user.verificationSubmitted} /></td>
                    <td className={`${td} tabular-nums`}>{user.barterCredits}</td>
                    <td className={`${td} whitespace-nowrap`}>{day(user.createdAt)}</td>
                    <td className={td}><RowActions user={user} actions={actions} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.length === 0 && <p className="mt-4 text-muted">{query ? t('users.noMatch') : t('users.none')}</p>}
          {pages > 1 && (
            <nav aria-label={t('users.pages')} className="mt-4 flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('users.previous')}</Button>
              <span className="text-sm text-muted">{t('users.pageOf', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('users.next')}</Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function MemberSummary({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-1.5 font-semibold text-ink">
        <Link to={adminMemberPath(user.id)} className="break-all text-brand-700 underline" aria-label={t('users.open', { username: user.username })}>{user.username}</Link>
        {user.verified && <Star aria-label={t('users.verified')} role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />}
        {user.isAdmin && <Badge tone="brand">{t('status.admin')}</Badge>}
      </p>
      <p className="text-sm text-muted">{user.firstName} {user.lastName}</p>
      <p className="break-all text-sm text-muted">{user.email}</p>
    </div>
  );
}

function RowActions({ user, actions }: { user: AdminUser; actions: MemberActions }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-3 flex flex-wrap gap-2 md:mt-0 md:justify-end">
      <Button size="sm" variant="outline" onClick={() => actions.onMessage(user)} aria-label={t('users.messageTo', { username: user.username })}>
        <Mail aria-hidden="true" className="h-4 w-4" /> {t('users.message')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => actions.onIssueCredits(user)} aria-label={t('users.issueTo', { username: user.username })}>
        <Coins aria-hidden="true" className="h-4 w-4" /> {t('users.creditsShort')}
      </Button>
    </div>
  );
}

// The kinds' titles and field labels are the verification page's texts (its namespace is loaded with the queue's).
const typeTitle = (id: string) => {
  const type = verificationTypes.find((each) => each.id === id);
  return type ? translate(`verification:types.${type.id}.title` as 'verification:types.ebt.title', { defaultValue: type.title }) : id;
};
const fieldLabel = (typeId: string, name: string) => {
  const label = verificationTypes.find((type) => type.id === typeId)?.fields.find((field) => field.name === name)?.label;
  return label ? translate(`verification:fields.${name}` as 'verification:fields.address', { defaultValue: label }) : name;
};

/** The submitted fields in the form's order (the server stores them as a map), empty ones left out. */
function orderedFields(request: VerificationRequest): [string, string | number][] {
  const order = verificationTypes.find((type) => type.id === request.verificationType)?.fields.map((field) => field.name) ?? [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(request.formData)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** The verification queue: pending first (oldest first), then decided ones. */
export function VerificationQueue() {
  const { t } = useTranslation(['admin', 'verification']);
  const queue = useQuery(adminQueries.verifications());
  if (queue.isLoading) return <Spinner />;
  if (queue.isError) return <p className="text-muted">{t('verifications.loadFailed')}</p>;
  const list = queue.data ?? [];
  const pending = list.filter((request) => request.status === 'pending');
  const decided = list.filter((request) => request.status !== 'pending');
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="text-lg font-semibold text-ink">{t('verifications.waiting', { count: pending.length })}</h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-muted">{t('verifications.noneWaiting')}</p>
        ) : (
          <ul className="mt-3 space-y-4">{pending.map((request) => <VerificationItem key={request.id} request={request} />)}</ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading">
          <h2 id="decided-heading" className="text-lg font-semibold text-ink">{t('verifications.decided')}</h2>
          <ul className="mt-3 space-y-4">{decided.map((request) => <VerificationItem key={request.id} request={request} />)}</ul>
        </section>
      )}
    </div>
  );
}

function VerificationItem({ request }: { request: VerificationRequest }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (status: VerificationDecision) =>
      apiJson<VerificationDecisionAnswer>('PATCH', `/api/admin/users/${encodeURIComponent(request.userId)}/verification`, {
        status,
        reason: reason.trim() || undefined,
      } satisfies VerificationDecisionBody),
    onSuccess: (_result, status) => {
      toast({ title: t('verifications.updated'), description: t('verifications.updatedText', { status: t(`status.${status}`) }) });
      for (const queryKey of [adminQueries.verificationLists(), adminQueries.stats().queryKey, adminQueries.userLists()]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastAdminError(error, t('verifications.updateFailed')),
  });
  const name = `${request.firstName} ${request.lastName}`.trim() || request.username;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={t('verifications.from', { type: typeTitle(request.verificationType), username: request.username })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <Link to={adminMemberPath(request.userId)} className="text-brand-700 underline">{name}</Link> <span className="font-normal text-muted">@{request.username}</span>
          </p>
          <p className="break-all text-sm text-muted">{request.email}{request.location ? ` · ${request.location}` : ''}</p>
        </div>
        <VerificationBadge status={request.status} />
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-brand-700" /> {t('verifications.submitted', { type: typeTitle(request.verificationType), date: day(request.submittedAt) })}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {orderedFields(request).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{fieldLabel(request.verificationType, key)}</dt>
            <dd className="whitespace-pre-line break-words text-ink">{String(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <p className="text-sm font-semibold text-ink">{t('verifications.documents', { count: request.documents.length })}</p>
        <ul className="mt-1 space-y-1 text-sm">
          {request.documents.map((document, index) => (
            <li key={`${document.name}-${index}`} className="flex items-center gap-1.5">
              <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
              {document.url ? (
                <a href={document.url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 underline">{document.name}</a>
              ) : (
                <span className="break-all text-ink">{document.name} <span className="text-muted">{t('verifications.nameOnly')}</span></span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {request.status === 'pending' ? (
        <div className="mt-4 space-y-3">
          {rejecting && (
            <Field label={t('verifications.reason')} optional hint={t('verifications.reasonHint')}>
              <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting && <Button size="sm" onClick={() => decide.mutate('approved')} disabled={decide.isPending}>{t('verifications.approve')}</Button>}
            {rejecting ? (
              <>
                <Button size="sm" variant="destructive" onClick={() => decide.mutate('rejected')} disabled={decide.isPending}>{t('verifications.confirmReject')}</Button>
                <Button size="sm" variant="ghost" onClick={() => { setRejecting(false); setReason(''); }}>{t('verifications.cancel')}</Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={decide.isPending}>{t('verifications.reject')}</Button>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {request.status === 'approved' ? t('verifications.approvedWord') : t('verifications.rejectedWord')}
          {request.decidedAt ? t('verifications.on', { date: day(request.decidedAt) }) : ''}
          {request.decidedByUsername ? t('verifications.by', { name: request.decidedByUsername }) : ''}
          {request.reason ? `: ${request.reason}` : '.'}
        </p>
      )}
    </li>
  );
}
