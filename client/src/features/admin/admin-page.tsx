import { Suspense, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DollarSign, Landmark, Repeat, ShieldCheck, Users } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { formatCount } from '../../lib/format';
import { useSession } from '../../lib/session';
import { Analytics } from './analytics';
import { NeedsAnalytics } from './needs-analytics';
import { UsersTable, VerificationQueue } from './admin-tables';
import { IssueCreditsForm, SendMessageForm } from './management-forms';
import { CreditPolicyForm } from './credit-policy-form';
import { MembershipApplications } from './membership-applications';
import { PaymentsTab } from './payments-tab';
import { ReportsTab, moderationQueries } from '../moderation';
import { DisputesTab, disputeQueries } from '../disputes';
import { OutboxTab } from '../mail';
import { TeamMessagesTab } from '../team-messages';
import type { AdminUser } from '@barteraid/events/contracts/admin';
import { adminQueries } from './queries';

// Each tab as wide as its label and count (a fixed grid cut "Verifications 3" into its neighbour).
const tab =
  'inline-flex items-center justify-center rounded-lg px-3 py-2 text-sm font-medium text-muted sm:whitespace-nowrap data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

const dollars = (value: number) => `$${formatCount(value)}`;

/** Rendered only for admins, so members never make an admin request (spec section 6). */
function AdminDashboard() {
  const { t, i18n } = useTranslation('admin');
  const stats = useQuery(adminQueries.stats());
  const [section, setSection] = useState('users');
  const [creditsMember, setCreditsMember] = useState<AdminUser | null>(null);
  const [messageMember, setMessageMember] = useState<AdminUser | null>(null);
  const figures = [
    { icon: Users, label: t('page.totalMembers'), value: stats.data && formatCount(stats.data.totalUsers) },
    { icon: Repeat, label: t('page.activeTrades'), value: stats.data && formatCount(stats.data.activeTrades) },
    { icon: ShieldCheck, label: t('page.pendingVerifications'), value: stats.data && formatCount(stats.data.pendingVerifications) },
    { icon: DollarSign, label: t('page.expectedRevenue'),
      value: stats.data && dollars(stats.data.monthlyRevenue),
      // The server writes the note in English; other languages say it from the count.
      note: stats.data && (i18n.language === 'en' ? stats.data.monthlyRevenueNote : t('page.revenueNote', { count: formatCount(stats.data.standardMembers) })),
    },
    {
      icon: Landmark,
      label: t('page.collected'),
      value: stats.data && `$${stats.data.revenueCollected.thisMonth}`,
      note: stats.data && t('page.collectedNote', { lastMonth: `$${stats.data.revenueCollected.lastMonth}`, failed: stats.data.paymentsFailedThisMonth }),
    },
  ];
  const pending = stats.data?.pendingVerifications ?? 0;
  const applications = useQuery(adminQueries.applications());
  const pendingApplications = applications.data?.filter((application) => application.status === 'pending').length ?? 0;
  const reports = useQuery(moderationQueries.reports());
  const openReports = reports.data?.filter((report) => report.status === 'open').length ?? 0;
  const disputes = useQuery(disputeQueries.queue());
  const openDisputes = disputes.data?.filter((dispute) => dispute.status === 'open').length ?? 0;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-label={t('page.keyFigures')}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Card className="h-full p-4 sm:p-5">
              <p className="flex items-start gap-2 text-sm text-muted"><figure.icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {figure.label}</p>
              <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{stats.isError ? '—' : (figure.value ?? '…')}</p>
              {figure.note && <p className="mt-1 text-xs text-muted">{figure.note}</p>}
            </Card>
          </li>
        ))}
      </ul>
      <Tabs.Root value={section} onValueChange={setSection} className="mt-8">
        <Tabs.List aria-label={t('page.sections')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:flex-wrap">
          <Tabs.Trigger value="users" className={tab}>{t('page.tabs.users')}</Tabs.Trigger>
          <Tabs.Trigger value="verifications" className={tab}>
            {t('page.tabs.verifications')}{pending > 0 && <span className="ml-1.5 shrink-0 rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">{pending}</span>}
          </Tabs.Trigger>
          <Tabs.Trigger value="memberships" className={tab}>
            {t('page.tabs.memberships')}
            {pendingApplications > 0 && <span className="ml-1.5 shrink-0 rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">{pendingApplications}</span>}
          </Tabs.Trigger>
          <Tabs.Trigger value="reports" className={tab}>
            {t('page.tabs.reports')}{openReports > 0 && <span className="ml-1.5 shrink-0 rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">{openReports}</span>}
          </Tabs.Trigger>
          <Tabs.Trigger value="disputes" className={tab}>
            {t('page.tabs.disputes')}{openDisputes > 0 && <span className="ml-1.5 shrink-0 rounded-full bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">{openDisputes}</span>}
          </Tabs.Trigger>
          <Tabs.Trigger value="payments" className={tab}>{t('page.tabs.payments')}</Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={tab}>{t('page.tabs.analytics')}</Tabs.Trigger>
          <Tabs.Trigger value="management" className={tab}>{t('page.tabs.management')}</Tabs.Trigger>
          <Tabs.Trigger value="team-messages" className={tab}>{t('page.tabs.teamMessages')}</Tabs.Trigger>
          <Tabs.Trigger value="outbox" className={tab}>{t('page.tabs.outbox')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" className="mt-6">
          <UsersTable
            actions={{
              onMessage: (user) => { setMessageMember(user); setSection('management'); },
              onIssueCredits: (user) => { setCreditsMember(user); setSection('management'); },
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="verifications" className="mt-6"><VerificationQueue /></Tabs.Content>
        <Tabs.Content value="memberships" className="mt-6"><MembershipApplications /></Tabs.Content>
        <Tabs.Content value="reports" className="mt-6">
          <Suspense fallback={<Spinner label={t('page.loadingReports')} />}><ReportsTab /></Suspense>
        </Tabs.Content>
        <Tabs.Content value="disputes" className="mt-6">
          <Suspense fallback={<Spinner label={t('page.loadingDisputes')} />}><DisputesTab /></Suspense>
        </Tabs.Content>
        <Tabs.Content value="team-messages" className="mt-6">
          <Suspense fallback={<Spinner label={t('page.loadingTeamMessages')} />}><TeamMessagesTab /></Suspense>
        </Tabs.Content>
        <Tabs.Content value="outbox" className="mt-6">
          <Suspense fallback={<Spinner label={t('page.loadingOutbox')} />}><OutboxTab /></Suspense>
        </Tabs.Content>
        <Tabs.Content value="payments" className="mt-6"><PaymentsTab /></Tabs.Content>
        <Tabs.Content value="analytics" className="mt-6">
          {stats.data ? <Analytics stats={stats.data} /> : stats.isError ? <p className="text-muted">{t('page.analyticsFailed')}</p> : <Spinner />}
          <NeedsAnalytics />
        </Tabs.Content>
        <Tabs.Content value="management" className="mt-6 grid gap-6 lg:grid-cols-2">
          <IssueCreditsForm member={creditsMember} onMemberChange={setCreditsMember} />
          <SendMessageForm member={messageMember} onMemberChange={setMessageMember} />
          <CreditPolicyForm />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export default function AdminPage() {
  const { user } = useSession();
  const { t } = useTranslation('admin');
  return (
    <Page title={t('page.title')} intro={user?.isAdmin ? t('page.intro') : undefined} width="wide">
      {user?.isAdmin ? <AdminDashboard /> : <FormAlert message={t('page.denied')} />}
    </Page>
  );
}
