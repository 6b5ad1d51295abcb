import { Link, Navigate } from 'react-router-dom';
import { Coins, Repeat, Star, Store, MessageSquare, Shield, LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useLogout } from '../../components/layout/use-logout';
import { useSession } from '../../lib/session';

export default function WorkingDashboardPage() {
  usePageTitle('Working Dashboard');
  const { user, isLoading } = useSession();
  const logout = useLogout();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/working-owner-login" replace />;

  const status = (user.verificationStatus || 'pending').toUpperCase();
  const stats = [
    { icon: Coins, label: 'Barter credits', value: user.barterCredits },
    { icon: Repeat, label: 'Total trades', value: String(user.totalTrades) },
    { icon: Star, label: 'Trust rating', value: user.rating ?? 'New' },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-ink">Welcome, {user.firstName} {user.lastName}</h1>
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
        <h2 id="quick-actions" className="text-lg font-semibold text-ink">Quick actions</h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button asChild><Link to="/marketplace"><Store aria-hidden="true" className="h-4 w-4" /> Marketplace</Link></Button>
          <Button asChild variant="outline"><Link to="/messages"><MessageSquare aria-hidden="true" className="h-4 w-4" /> Messages</Link></Button>
          {user.isOwner && (
            <>
              <Button asChild variant="outline"><Link to="/admin"><Shield aria-hidden="true" className="h-4 w-4" /> Admin Panel</Link></Button>
              <Button variant="ghost" onClick={() => void logout()}><LogOut aria-hidden="true" className="h-4 w-4" /> Logout</Button>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="account-info" className="mt-8">
        <h2 id="account-info" className="text-lg font-semibold text-ink">Account info</h2>
        <Card className="mt-3 p-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div><dt className="text-sm text-muted">Email</dt><dd className="font-medium text-ink">{user.email}</dd></div>
            <div><dt className="text-sm text-muted">Membership</dt><dd className="font-medium text-ink">{user.membershipTier}</dd></div>
            <div><dt className="text-sm text-muted">Location</dt><dd className="font-medium text-ink">{user.location || 'Not specified'}</dd></div>
            <div>
              <dt className="text-sm text-muted">Verification status</dt>
              <dd className={cn('font-semibold', status === 'APPROVED' ? 'text-green-800' : 'text-ink')}>{status}</dd>
            </div>
          </dl>
        </Card>
      </section>
    </div>
  );
}
