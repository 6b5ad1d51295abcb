import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, FileText, Mail, ShieldCheck, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api';
import { verificationTypes } from '../verification';
import { toastAdminError } from './admin-errors';
import { useDebounced } from './member-picker';
import type { AdminUser } from '@barteraid/events/contracts/admin';
import type { VerificationDecision, VerificationDecisionAnswer, VerificationDecisionBody, VerificationRequest } from '@barteraid/events/contracts/verification';
import { adminQueries } from './queries';
import { adminMemberPath } from './paths';

const PAGE_SIZE = 20;
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';

const tierLabels: Record<string, string> = {
  standard: 'Standard',
  free_assistance: 'Free assistance',
  emergency_business: 'Emergency business',
  guest_trial: 'Guest trial',
};
const statusTone = { approved: 'success', rejected: 'danger', pending: 'warning' } as const;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function VerificationBadge({ status, submitted = true }: { status: string; submitted?: boolean }) {
  if (!submitted) return <Badge tone="neutral">not submitted</Badge>;
  return <Badge tone={statusTone[status as keyof typeof statusTone] ?? 'neutral'}>{status}</Badge>;
}

export interface MemberActions {
  onMessage(user: AdminUser): void;
  onIssueCredits(user: AdminUser): void;
}

/** Every member, newest first: searchable, a page at a time, with shortcuts to the Management forms. */
export function UsersTable({ actions }: { actions: MemberActions }) {
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
      <h2 id="all-users-heading" className="sr-only">All users</h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label="Search members" hint="Name, username or email" className="w-full sm:w-80">
          <Input type="search" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} autoComplete="off" />
        </Field>
        <p className="text-sm text-muted" aria-live="polite">{users.isLoading ? 'Loading members…' : `${total} member${total === 1 ? '' : 's'}`}</p>
      </div>
      {users.isLoading ? <Spinner /> : users.isError ? (
        <p className="mt-4 text-muted">Members could not be loaded right now.</p>
      ) : (
        <>
          {/* Phones: one card per member. */}
          <ul className="mt-4 space-y-3 md:hidden">
            {list.map((user) => (
              <li key={user.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <MemberSummary user={user} />
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">Membership</dt><dd className="text-ink">{tierLabels[user.membershipTier] ?? user.membershipTier}</dd>
                  <dt className="text-muted">Verification</dt><dd><VerificationBadge status={user.verificationStatus} submitted={user.verificationSubmitted} /></dd>
                  <dt className="text-muted">Credits</dt><dd className="text-ink">{user.barterCredits}</dd>
                  <dt className="text-muted">Joined</dt><dd className="text-ink">{day(user.createdAt)}</dd>
                </dl>
                <RowActions user={user} actions={actions} />
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full">
              <caption className="sr-only">All members, newest first</caption>
              <thead className="bg-slate-50">
                <tr><th className={th}>Member</th><th className={th}>Membership</th><th className={th}>Verification</th><th className={th}>Credits</th><th className={th}>Joined</th><th className={th}><span className="sr-only">Actions</span></th></tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.map((user) => (
                  <tr key={user.id}>
                    <td className={td}><MemberSummary user={user} /></td>
                    <td className={td}>{tierLabels[user.membershipTier] ?? user.membershipTier}</td>
                    <td className={td}><VerificationBadge status={user.verificationStatus} submitted={user.verificationSubmitted} /></td>
                    <td className={`${td} tabular-nums`}>{user.barterCredits}</td>
                    <td className={`${td} whitespace-nowrap`}>{day(user.createdAt)}</td>
                    <td className={td}><RowActions user={user} actions={actions} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.length === 0 && <p className="mt-4 text-muted">{query ? 'No members match that search.' : 'No members yet.'}</p>}
          {pages > 1 && (
            <nav aria-label="Member pages" className="mt-4 flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
              <span className="text-sm text-muted">Page {page} of {pages}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function MemberSummary({ user }: { user: AdminUser }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-1.5 font-semibold text-ink">
        <Link to={adminMemberPath(user.id)} className="break-all text-brand-700 underline" aria-label={`${user.username}: open the member`}>{user.username}</Link>
        {user.verified && <Star aria-label="Verified member" role="img" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500" />}
        {user.isAdmin && <Badge tone="brand">admin</Badge>}
      </p>
      <p className="text-sm text-muted">{user.firstName} {user.lastName}</p>
      <p className="break-all text-sm text-muted">{user.email}</p>
    </div>
  );
}

function RowActions({ user, actions }: { user: AdminUser; actions: MemberActions }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2 md:mt-0 md:justify-end">
      <Button size="sm" variant="outline" onClick={() => actions.onMessage(user)} aria-label={`Message ${user.username}`}>
        <Mail aria-hidden="true" className="h-4 w-4" /> Message
      </Button>
      <Button size="sm" variant="outline" onClick={() => actions.onIssueCredits(user)} aria-label={`Issue credits to ${user.username}`}>
        <Coins aria-hidden="true" className="h-4 w-4" /> Credits
      </Button>
    </div>
  );
}

const typeTitle = (id: string) => verificationTypes.find((type) => type.id === id)?.title ?? id;
const fieldLabel = (typeId: string, name: string) =>
  verificationTypes.find((type) => type.id === typeId)?.fields.find((field) => field.name === name)?.label ?? name;

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
  const queue = useQuery(adminQueries.verifications());
  if (queue.isLoading) return <Spinner />;
  if (queue.isError) return <p className="text-muted">The verification queue could not be loaded right now.</p>;
  const list = queue.data ?? [];
  const pending = list.filter((request) => request.status === 'pending');
  const decided = list.filter((request) => request.status !== 'pending');
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="text-lg font-semibold text-ink">Waiting for review ({pending.length})</h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-muted">No verifications waiting for review.</p>
        ) : (
          <ul className="mt-3 space-y-4">{pending.map((request) => <VerificationItem key={request.id} request={request} />)}</ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading">
          <h2 id="decided-heading" className="text-lg font-semibold text-ink">Decided</h2>
          <ul className="mt-3 space-y-4">{decided.map((request) => <VerificationItem key={request.id} request={request} />)}</ul>
        </section>
      )}
    </div>
  );
}

function VerificationItem({ request }: { request: VerificationRequest }) {
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
      toast({ title: 'Verification Updated', description: `User verification ${status} successfully.` });
      for (const queryKey of [adminQueries.verificationLists(), adminQueries.stats().queryKey, adminQueries.userLists()]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastAdminError(error, 'Failed to update verification'),
  });
  const name = `${request.firstName} ${request.lastName}`.trim() || request.username;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={`${typeTitle(request.verificationType)} verification from ${request.username}`}>
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
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-brand-700" /> {typeTitle(request.verificationType)} · submitted {day(request.submittedAt)}
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
        <p className="text-sm font-semibold text-ink">Documents ({request.documents.length})</p>
        <ul className="mt-1 space-y-1 text-sm">
          {request.documents.map((document, index) => (
            <li key={`${document.name}-${index}`} className="flex items-center gap-1.5">
              <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
              {document.url ? (
                <a href={document.url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 underline">{document.name}</a>
              ) : (
                <span className="break-all text-ink">{document.name} <span className="text-muted">(name only, not uploaded)</span></span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {request.status === 'pending' ? (
        <div className="mt-4 space-y-3">
          {rejecting && (
            <Field label="Reason for rejection" optional hint="The member sees it and can submit again.">
              <Textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting && <Button size="sm" onClick={() => decide.mutate('approved')} disabled={decide.isPending}>Approve</Button>}
            {rejecting ? (
              <>
                <Button size="sm" variant="destructive" onClick={() => decide.mutate('rejected')} disabled={decide.isPending}>Confirm rejection</Button>
                <Button size="sm" variant="ghost" onClick={() => { setRejecting(false); setReason(''); }}>Cancel</Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={decide.isPending}>Reject</Button>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {request.status === 'approved' ? 'Approved' : 'Rejected'}
          {request.decidedAt ? ` on ${day(request.decidedAt)}` : ''}
          {request.decidedByUsername ? ` by ${request.decidedByUsername}` : ''}
          {request.reason ? `: ${request.reason}` : '.'}
        </p>
      )}
    </li>
  );
}
