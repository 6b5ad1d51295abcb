import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Coins, Repeat, Star, Store, MessageSquare, Shield, LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useLogout } from '../../components/layout/use-logout';
import { useSession } from '../../lib/session';

export default function WorkingDashboardPage() {
  const { t } = useTranslation('altLogin');
  usePageTitle(t('workingDashboard.title'));
  const { user, isLoading } = useSession();
  const logout = useLogout();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/working-owner-login" replace />;

  const statusId = user.verificationStatus || 'pending';
  const status = t(`workingDashboard.statuses.${statusId}` as 'workingDashboard.statuses.pending', { defaultValue: statusId }).toUpperCase();
  const stats = [
    { icon: Coins, label: t('workingDashboard.credits'), value: user.barterCredits },
    { icon: Repeat, label: t('workingDashboard.trades'), value: String(user.totalTrades) },
    { icon: Star, label: t('workingDashboard.rating'), value: user.rating ?? t('workingDashboard.newRating') },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">{t('workingDashboard.welcome', { name: `${user.firstName} ${user.lastName}` })}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Card className="p-5">
              <p className="flex items-center gap-2 text-sm text-muted"><stat.icon aria-hidden="true" className="h-4 w-4" /> {stat.label}</p>
              <p className="mt-1 text-2xl font-bold text-ink">{stat.value}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="quick-actions" className="mt-8">
        <h2 id="quick-actions" className="text-lg font-semibold text-ink">{t('workingDashboard.quickActions')}</h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button asChild><Link to="/marketplace"><Store aria-hidden="true" className="h-4 w-4" /> {t('workingDashboard.marketplace')}</Link></Button>
          <Button asChild variant="outline"><Link to="/messages"><MessageSquare aria-hidden="true" className="h-4 w-4" /> {t('workingDashboard.messages')}</Link></Button>
          {user.isOwner && (
            <>
              <Button asChild variant="outline"><Link to="/admin"><Shield aria-hidden="true" className="h-4 w-4" /> {t('workingDashboard.adminPanel')}</Link></Button>
              <Button variant="ghost" onClick={() => void logout()}><LogOut aria-hidden="true" className="h-4 w-4" /> {t('workingDashboard.logout')}</Button>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="account-info" className="mt-8">
        <h2 id="account-info" className="text-lg font-semibold text-ink">{t('workingDashboard.accountInfo')}</h2>
        <Card className="mt-3 p-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div><dt className="text-sm text-muted">{t('workingDashboard.email')}</dt><dd className="font-medium text-ink">{user.email}</dd></div>
            <div><dt className="text-sm text-muted">{t('workingDashboard.membership')}</dt><dd className="font-medium text-ink">{user.membershipTier}</dd></div>
            <div><dt className="text-sm text-muted">{t('workingDashboard.location')}</dt><dd className="font-medium text-ink">{user.location || t('workingDashboard.notSpecified')}</dd></div>
            <div>
              <dt className="text-sm text-muted">{t('workingDashboard.verificationStatus')}</dt>
              <dd className={cn('font-semibold', statusId === 'approved' ? 'text-green-800' : 'text-ink')}>{status}</dd>
            </div>
          </dl>
        </Card>
      </section>
    </div>
  );
}
