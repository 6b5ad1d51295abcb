import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Gift, Info } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MembershipChange, MembershipStatus } from '@barteraid/events/contracts/membership';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { toast } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { answerText } from '../../i18n';
import { SESSION_KEY } from '../../lib/session';
import { formatDate } from './format';
import { membershipQueries } from './queries';
import { tierName } from './tiers';

/** The line under "Your current membership": where the tier stands, in the member's words. */
export function standingText(status: MembershipStatus, t: TFunction<'membership'>): string {
  if (status.standing === 'none') {
    return status.tier === 'guest_trial' && status.trialExpiresAt
      ? t('standing.trialEndedNone', { date: formatDate(status.trialExpiresAt) })
      : t('standing.none');
  }
  if (status.standing === 'pending_payment') return t('standing.pendingPayment');
  if (status.standing === 'past_due') return t('standing.pastDue');
  if (status.tier === 'guest_trial' && status.trialExpiresAt) {
    const date = formatDate(status.trialExpiresAt);
    if (!status.trialActive) return t('standing.trialEnded', { date });
    return t(status.trialDaysLeft === 1 ? 'standing.trialEndsDay' : 'standing.trialEndsDays', { date, count: status.trialDaysLeft });
  }
  if (status.tier === 'standard') {
    const end = status.standard?.currentPeriodEnd;
    if (status.standard?.cancelAtPeriodEnd) return end ? t('standing.cancelledOn', { date: formatDate(end) }) : t('standing.cancelledPeriod');
    return end ? t('standing.renews', { date: formatDate(end) }) : t('standing.full');
  }
  if (status.verificationStatus === 'none') return notVerifiedParts(t).join('');
  return t(`standing.free.${status.verificationStatus}`);
}

const notVerifiedParts = (t: TFunction<'membership'>) => [t('standing.notVerified.before'), t('standing.notVerified.link'), t('standing.notVerified.after')] as const;

/** A free tier whose verification was never submitted: said so, with the way to the form. */
export function isFreeTierNotVerified(status: MembershipStatus): boolean {
  return status.standing === 'active' && (status.tier === 'free_assistance' || status.tier === 'emergency_business') && status.verificationStatus === 'none';
}

export function NotVerifiedYet() {
  const { t } = useTranslation('membership');
  const [before, link, after] = notVerifiedParts(t);
  return (
    <p className="text-sm">
      {before}
      <Link to="/verification-forms" className="font-semibold text-brand-700 underline">{link}</Link>
      {after}
    </p>
  );
}

function useMembershipChange(path: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('membership');
  return useMutation({
    mutationFn: () => apiPost<MembershipChange>(path),
    onSuccess: async (answer) => {
      toast({ title: t('standing.updated'), description: answerText(answer) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueries.status().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    },
  });
}

/** Cancel standard at the end of the paid period, after the member confirms. */
export function CancelStandard({ status }: { status: MembershipStatus }) {
  const [confirming, setConfirming] = useState(false);
  const { t } = useTranslation('membership');
  const cancel = useMembershipChange('/api/membership/cancel');
  if (status.tier !== 'standard' || (status.standing !== 'active' && status.standing !== 'past_due') || status.standard?.cancelAtPeriodEnd) return null;
  return (
    <div className="space-y-2 text-sm text-brand-900">
      {confirming ? (
        <div role="group" aria-label={t('standing.cancelGroup')} className="flex flex-wrap items-center gap-2">
          <span>{t('standing.cancelQuestion')}</span>
          <Button size="sm" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? t('standing.cancelling') : t('standing.confirmCancel')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            {t('standing.keep')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {t('standing.cancel')}
        </Button>
      )}
      {cancel.isError && <FormAlert message={serverMessage(cancel.error)} />}
    </div>
  );
}

/** A free tier the member's approved verification qualifies them for, waiting for them to accept it. */
export function FreeTierOffer({ status }: { status: MembershipStatus }) {
  const accept = useMembershipChange('/api/membership/free-tier-offer/accept');
  const { t } = useTranslation('membership');
  const offer = status.freeTierOffer;
  if (!offer) return null;
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-lg border border-brand-300 bg-white p-3 text-sm text-brand-900">
      <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1">
        {t('standing.offerBefore', { type: t(`standing.verificationTypes.${offer.verificationType}`) })}<strong>{tierName(offer.tier)}</strong>{t('standing.offerAfter')}
        {status.tier === 'standard' && status.standing === 'active' ? t('standing.offerCancelFirst') : ''}
      </p>
      <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? t('standing.accepting') : t('standing.accept', { tier: tierName(offer.tier) })}
      </Button>
      {accept.isError && <FormAlert message={serverMessage(accept.error)} />}
    </div>
  );
}

/** The rule that turns an approved verification into a free tier. */
export function FreeTierRule() {
  const { t } = useTranslation('membership');
  return (
    <p className="mt-6 flex items-start gap-2 text-sm text-muted">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {t('standing.rule')} <Link to="/verification-forms" className="font-semibold text-brand-700 underline">{t('standing.verify')}</Link>.
      </span>
    </p>
  );
}
