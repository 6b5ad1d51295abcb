import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, BadgeCheck, Clock, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { toastError } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { ApplicationForm } from './application-form';
import { formatDate } from './format';
import type { MembershipStatus } from '@barteraid/events/contracts/membership';
import { applyForMembership } from './membership-api';
import { membershipQueries } from './queries';
import { tierName, tiers, type TierInfo } from './tiers';
import { CancelStandard, FreeTierOffer, FreeTierRule, isFreeTierNotVerified, NotVerifiedYet, standingText } from './membership-standing';

function CurrentMembership({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="current-membership" className="mb-8 space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <div className="flex items-start gap-3">
        <BadgeCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div className="text-brand-900">
          <h2 id="current-membership" className="font-semibold">
            {t('page.current')}{' '}
            <span className="font-bold">{status.standing === 'none' ? t('page.noMembership') : tierName(status.tier)}</span>
            {status.standing === 'pending_payment' && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('page.pendingPayment')}</span>}
          </h2>
          {isFreeTierNotVerified(status) ? <NotVerifiedYet /> : <p className="text-sm">{standingText(status, t)}</p>}
        </div>
      </div>
      <CancelStandard status={status} />
      <FreeTierOffer status={status} />
      {status.pendingApplication && (
        <p className="flex items-start gap-3 text-sm text-brand-900">
          <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            {t('page.applicationFor')}<strong>{tierName(status.pendingApplication.tier)}</strong>
            {t('page.reviewing', { date: formatDate(status.pendingApplication.submittedAt) })}
          </span>
        </p>
      )}
      <ApplicationDecision application={status.latestApplication} />
    </section>
  );
}

/** How an admin decided the member's latest application (nothing while it is pending). */
function ApplicationDecision({ application }: { application: MembershipStatus['latestApplication'] }) {
  const { t } = useTranslation('membership');
  if (!application || application.status === 'pending' || !application.decidedAt) return null;
  const approved = application.status === 'approved';
  const Icon = approved ? BadgeCheck : XCircle;
  return (
    <p className="flex items-start gap-3 text-sm text-brand-900">
      <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', approved ? 'text-brand-700' : 'text-red-700')} />
      <span>
        {approved ? (
          <>{t('page.applicationFor')}<strong>{tierName(application.tier)}</strong>{t('page.approved', { date: formatDate(application.decidedAt) })}</>
        ) : (
          <>
            {t('page.applicationFor')}<strong>{tierName(application.tier)}</strong>{t('page.declined', { date: formatDate(application.decidedAt) })}
            {application.decisionReason ? t('page.reason', { reason: application.decisionReason }) : ''}{t('page.applyAgain')}
          </>
        )}
        {approved && application.decisionReason ? ` ${application.decisionReason}` : ''}
      </span>
    </p>
  );
}

/** A tier's feature by its key (`tiers.<id>.features.<key>`), keys listed in `tiers.ts`. */
function useFeatureText() {
  const { t } = useTranslation('membership');
  return (tier: string, feature: string) => (t as unknown as (key: string) => string)(`tiers.${tier}.features.${feature}`);
}

export default function MembershipPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('membership');
  const translateFeature = useFeatureText();
  const [selected, setSelected] = useState<TierInfo | null>(null);
  const membership = useQuery({ ...membershipQueries.status(), enabled: Boolean(user), staleTime: 0 });
  const status = membership.data;

  const isCurrent = (tier: TierInfo) =>
    status
      ? status.tier === tier.id && status.standing !== 'none' && status.standing !== 'pending_payment' && (tier.id !== 'guest_trial' || status.trialActive)
      : user?.membershipTier === tier.id;
  const underReview = (tier: TierInfo) => status?.pendingApplication?.tier === tier.id;

  const choose = async (tier: TierInfo) => {
    if (!user) return toastError(t('page.loginRequired'), t('page.loginRequiredText'));
    if (tier.id === 'standard') {
      // The server answers that payment is next; the subscribe page takes it from there.
      const answer = await applyForMembership({ tier: 'standard' }).catch(() => null);
      return navigate(answer?.status === 'payment_required' ? answer.next : '/subscribe');
    }
    setSelected(tier);
  };

  return (
    <Page title={t('page.title')} intro={t('page.intro')} width="wide">
      {status && <CurrentMembership status={status} />}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => {
          const current = isCurrent(tier);
          const reviewing = underReview(tier);
          const action = t(reviewing ? 'page.underReview' : current ? 'page.currentPlan' : tier.id === 'standard' ? 'page.subscribe' : tier.id === 'guest_trial' ? 'page.startTrial' : 'page.apply');
          const name = t(`tierNames.${tier.id}`);
          return (
            <li key={tier.id}>
              <Card className={cn('flex h-full flex-col p-5', current && 'ring-2 ring-brand-600')}>
                <h2 className="text-lg font-semibold text-ink">{name}</h2>
                <p className="mt-1 text-2xl font-bold text-brand-900">{t(`tiers.${tier.id}.price`)}</p>
                <p className="mt-2 text-sm text-muted">{t(`tiers.${tier.id}.summary`)}</p>
                <ul className="mt-4 flex-1 space-y-2">
                  {tier.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm text-ink">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {translateFeature(tier.id, feature)}
                    </li>
                  ))}
                </ul>
                <Button
                  className="mt-5 w-full"
                  variant={current || reviewing ? 'secondary' : 'primary'}
                  disabled={reviewing}
                  aria-label={t('page.action', { action, tier: name })}
                  onClick={() => void choose(tier)}
                >
                  {action}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      {selected && (
        <Card className="mt-8 p-6">
          <ApplicationForm key={selected.id} tier={selected} onCancel={() => setSelected(null)} />
        </Card>
      )}
      <FreeTierRule />
    </Page>
  );
}
