import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Users, Repeat, ShieldCheck, DollarSign } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { FormAlert } from '../../components/ui/form-alert';
import type { Profile } from '../../lib/api-types';
import { useSession } from '../auth/session';
import { UsersTable, VerificationQueue } from './admin-tables';
import { IssueCreditsForm, SendMessageForm } from './management-forms';
import type { AdminStats, AdminUser } from './types';

/** Analytics figures are fixed until the reporting read model exists (spec section 9). */
const analytics = [
  { label: 'New members', value: '1,284', growth: '+12.5%' },
  { label: 'Completed trades', value: '3,917', growth: '+8.2%' },
  { label: 'Credits exchanged', value: '146,320', growth: '+15.1%' },
  { label: 'Urgent needs met', value: '642', growth: '+22.4%' },
];

const tab = 'rounded-lg px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

function AdminDashboard({ user }: { user: Profile }) {
  const stats = useQuery<AdminStats>({ queryKey: ['/api/admin/stats'], enabled: user.isAdmin });
  const users = useQuery<AdminUser[]>({ queryKey: ['/api/admin/all-users'], enabled: user.isAdmin });
  const figures = [
    { icon: Users, label: 'Total members', value: stats.data?.totalUsers ?? stats.data?.users },
    { icon: Repeat, label: 'Active trades', value: stats.data?.activeTrades },
    { icon: ShieldCheck, label: 'Pending verifications', value: stats.data?.pendingVerifications },
    { icon: DollarSign, label: 'Monthly revenue', value: stats.data?.monthlyRevenue },
  ];
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Card className="p-5">
              <p className="flex items-center gap-2 text-sm text-muted"><figure.icon aria-hidden="true" className="h-4 w-4" /> {figure.label}</p>
              <p className="mt-1 text-2xl font-bold text-ink">{stats.isError ? '—' : (figure.value ?? '…')}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Tabs.Root defaultValue="users" className="mt-8">
        <Tabs.List aria-label="Admin sections" className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="users" className={tab}>All Users</Tabs.Trigger>
          <Tabs.Trigger value="verifications" className={tab}>Verifications</Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={tab}>Analytics</Tabs.Trigger>
          <Tabs.Trigger value="management" className={tab}>Management</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className="mt-6"><UsersTable /></Tabs.Content>
        <Tabs.Content value="verifications" className="mt-6"><VerificationQueue /></Tabs.Content>
        <Tabs.Content value="analytics" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {analytics.map((item) => (
              <li key={item.label}>
                <Card className="p-5">
                  <p className="text-sm text-muted">{item.label}</p>
                  <p className="mt-1 text-2xl font-bold text-ink">{item.value}</p>
                  <p className="text-sm font-semibold text-green-800">{item.growth} this month</p>
                </Card>
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="management" className="mt-6 grid gap-6 lg:grid-cols-2">
          <IssueCreditsForm />
          <SendMessageForm users={users.data ?? []} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default function AdminPage() {
  const { user } = useSession();
  return (
    <Page title="Admin Dashboard" width="wide">
      {user?.isAdmin ? <AdminDashboard user={user} /> : <FormAlert message="Access Denied: You don't have permission to access the admin dashboard." />}
    </Page>
  );
}
