import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clock, ShieldAlert, ShieldCheck, Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import type { MyVerification } from '@barteraid/events/contracts/verification';
import { verificationQueries } from './queries';

const day = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'long', day: 'numeric' });

export function useMyVerification(enabled = true) {
  return useQuery({ ...verificationQueries.mine(), enabled });
}

/** Where the member's verification stands, in full (the verification page). */
export function VerificationStatusPanel({ verification }: { verification: MyVerification }) {
  const { submission } = verification;
  const { t } = useTranslation('verification');
  if (verification.status === 'none' || !submission) return null;
  const tone = {
    pending: 'border-amber-300 bg-amber-50 text-amber-950',
    approved: 'border-green-300 bg-green-50 text-green-950',
    rejected: 'border-red-300 bg-red-50 text-red-950',
  }[submission.status];
  const Icon = submission.status === 'approved' ? ShieldCheck : submission.status === 'rejected' ? ShieldAlert : Clock;
  return (
    <section aria-labelledby="verification-status-heading" className={cn('rounded-xl border p-5', tone)} data-testid="verification-status">
      <h2 id="verification-status-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="h-5 w-5" />
        {t(`status.${submission.status}`)}
      </h2>
      <p className="mt-1 text-sm">
        {t('status.submitted', { type: t(`types.${submission.verificationType}.title`, { defaultValue: submission.verificationType }), date: day(submission.submittedAt) })}
        {submission.decidedAt ? t('status.decided', { date: day(submission.decidedAt) }) : ''}
      </p>
      {submission.status === 'pending' && <p className="mt-2 text-sm">{t('status.pendingText')}</p>}
      {submission.status === 'approved' && (
        <p className="mt-2 flex items-center gap-1 text-sm">
          <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" /> {t('status.approvedText')}
        </p>
      )}
      {submission.status === 'rejected' && (
        <p className="mt-2 text-sm">
          {submission.reason ? t('status.reason', { reason: submission.reason }) : null}
          {t('status.rejectedText')}
        </p>
      )}
      <p className="mt-2 text-sm">{t('status.documents', { names: submission.documents.map((document) => document.name).join(', ') })}</p>
    </section>
  );
}

/** A one-line status with a way forward (the dashboard). */
export function VerificationChip() {
  const { data } = useMyVerification();
  const { t } = useTranslation();
  if (!data) return null;
  const chip = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';
  if (data.status === 'approved') {
    return (
      <p className={cn(chip, 'bg-green-100 text-green-900')} data-testid="verification-chip">
        <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" /> {t('dashboard.verification.verified')}
      </p>
    );
  }
  const text = t(data.status === 'pending' ? 'dashboard.verification.pending' : data.status === 'rejected' ? 'dashboard.verification.rejected' : 'dashboard.verification.none');
  return (
    <Link to="/verification-forms" className={cn(chip, data.status === 'rejected' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-950', 'underline-offset-4 hover:underline')} data-testid="verification-chip">
      {data.status === 'pending' ? <Clock aria-hidden="true" className="h-4 w-4" /> : <ShieldAlert aria-hidden="true" className="h-4 w-4" />}
      {text}
    </Link>
  );
}
