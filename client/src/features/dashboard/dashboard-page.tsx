import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { creditQueries } from '../credits';
import { BalanceCard } from './balance-card';
import { ActiveTradesCard, MessagesCard, RecentActivityCard } from './activity-cards';
import { MyListingsCard } from './my-listings-card';
import { NeedOutcomesCard } from './need-outcomes-card';
import { VerificationChip } from '../verification';
import { PaymentOutcome } from '../membership';
import { PendingPaymentBanner } from './pending-payment-banner';

export default function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const { user } = useSession();
  const [params] = useSearchParams();
  const credits = useQuery({ ...creditQueries.mine(), enabled: Boolean(user) });

  if (!user) {
    return <p className="mx-auto max-w-xl px-4 py-16 text-center text-muted">{t('dashboard.signedOut')}</p>;
  }

  const ownerShortcut = user.isOwner && user.isAdmin && user.verificationStatus === 'approved';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('dashboard.welcome', { name: user.firstName || user.username })}</h1>
          <p className="mt-1 text-muted">{t('dashboard.intro')}</p>
          <div className="mt-3"><VerificationChip /></div>
        </div>
        <div className="flex gap-2">
          {ownerShortcut && (
            <Button asChild variant="outline">
              <Link to="/admin"><ShieldCheck aria-hidden="true" className="h-4 w-4" /> {t('dashboard.ownerAdmin')}</Link>
            </Button>
          )}
          <Button asChild><Link to="/marketplace">{t('dashboard.browse')}</Link></Button>
        </div>
      </div>
      {params.get('payment') === 'success' ? (
        <div className="mt-6"><PaymentOutcome /></div>
      ) : (
        user.membershipTier === 'standard' && <PendingPaymentBanner />
      )}
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
        <NeedOutcomesCard />
        <BalanceCard user={user} credits={credits.data} />
        <MessagesCard />
        <ActiveTradesCard />
        <RecentActivityCard transactions={credits.data?.transactions} isLoading={credits.isLoading} isError={credits.isError} />
        <MyListingsCard />
      </div>
    </div>
  );
}
