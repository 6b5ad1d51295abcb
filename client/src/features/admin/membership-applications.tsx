import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { apiJson } from '../../lib/api';
import { tierName } from '../membership';
import { toastAdminError } from './admin-errors';
import { VerificationBadge, day } from './admin-tables';
import type { ApplicationDecision, ApplicationDecisionAnswer, ApplicationDecisionBody, MembershipApplicationRequest } from '@barteraid/events/contracts/membership';
import { adminQueries } from './queries';

/** Applications for the free tiers: pending ones first (oldest first), then the decided ones. */
export function MembershipApplications() {
  const { t } = useTranslation('admin');
  const queue = useQuery(adminQueries.applications());
  if (queue.isLoading) return <Spinner />;
  if (queue.isError) return <p className="text-muted">{t('applications.loadFailed')}</p>;
  const list = queue.data ?? [];
  const pending = list.filter((application) => application.status === 'pending');
  const decided = list.filter((application) => application.status !== 'pending');
  return (
    <div className="space-y-8">
      <section aria-labelledby="applications-pending-heading">
        <h2 id="applications-pending-heading" className="text-lg font-semibold text-ink">{t('verifications.waiting', { count: pending.length })}</h2>
        <p className="text-sm text-muted">{t('applications.promise')}</p>
        {pending.length === 0 ? (
          <p className="mt-2 text-muted">{t('applications.noneWaiting')}</p>
        ) : (
          <ul className="mt-3 space-y-4">{pending.map((application) => <ApplicationItem key={application.id} application={application} />)}</ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="applications-decided-heading">
          <h2 id="applications-decided-heading" className="text-lg font-semibold text-ink">{t('verifications.decided')}</h2>
          <ul className="mt-3 space-y-4">{decided.map((application) => <ApplicationItem key={application.id} application={application} />)}</ul>
        </section>
      )}
    </div>
  );
}

function ApplicationItem({ application }: { application: MembershipApplicationRequest }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (status: ApplicationDecision) =>
      apiJson<ApplicationDecisionAnswer>('PATCH', `/api/admin/membership-applications/${encodeURIComponent(application.id)}`, {
        status,
        reason: reason.trim() || undefined,
      } satisfies ApplicationDecisionBody),
    onSuccess: (_result, status) => {
      toast({ title: t('applications.updated'), description: t('applications.updatedText', { status: t(`status.${status}`) }) });
      for (const queryKey of [adminQueries.applicationLists(), adminQueries.userLists(), adminQueries.stats().queryKey]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastAdminError(error, t('applications.updateFailed')),
  });
  // The member reads the reason, so a rejection without one is stopped here as well as on the server.
  const confirmRejection = () => {
    if (!reason.trim()) return setReasonError(t('applications.reasonRequired'));
    setReasonError(null);
    decide.mutate('rejected');
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={t('applications.from', { tier: tierName(application.tier), username: application.username })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">@{application.username}</p>
          <p className="break-all text-sm text-muted">{application.email}</p>
        </div>
        <VerificationBadge status={application.status} />
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink">
        <BadgeCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {t('applications.applies', { tier: tierName(application.tier), current: tierName(application.currentTier), date: day(application.submittedAt) })}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-ink"><span className="text-muted">{t('applications.reasonLabel')}</span>{application.reason}</p>
      {application.status === 'pending' ? (
        <div className="mt-4 space-y-3">
          {rejecting && (
            <Field label={t('applications.declineReason')} hint={t('applications.declineHint')} error={reasonError}>
              <Textarea rows={2} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus />
            </Field>
          )}
          <div className="flex flex-wrap gap-2">
            {!rejecting && <Button size="sm" onClick={() => decide.mutate('approved')} disabled={decide.isPending}>{t('verifications.approve')}</Button>}
            {rejecting ? (
              <>
                <Button size="sm" variant="destructive" onClick={confirmRejection} disabled={decide.isPending}>{t('verifications.confirmReject')}</Button>
                <Button size="sm" variant="ghost" onClick={() => { setRejecting(false); setReason(''); setReasonError(null); }}>{t('verifications.cancel')}</Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={decide.isPending}>{t('verifications.reject')}</Button>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {application.status === 'approved' ? t('verifications.approvedWord') : t('applications.declinedWord')}
          {application.decidedAt ? t('verifications.on', { date: day(application.decidedAt) }) : ''}
          {application.decidedByUsername ? t('verifications.by', { name: application.decidedByUsername }) : ''}
          {application.decisionReason ? `: ${application.decisionReason}` : '.'}
        </p>
      )}
    </li>
  );
}
