import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { storedText } from '../../i18n/stored-text';
import { errorStatus } from '../../lib/api';
import { useSession } from '../../lib/session';
import type { AdminMember } from '@barteraid/events/contracts/admin-member';
import { VerificationBadge, day, tierLabel } from './admin-tables';
import { EventDialog } from './event-dialog';
import { LedgerTable } from './ledger-table';
import { CreditLineSection } from './credit-line-section';
import { SentNotifications } from './sent-notifications';
import { adminQueries } from './queries';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';

/** A titled part of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A table that scrolls sideways inside its own box on a narrow screen. */
function ScrollTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50"><tr>{head.map((cell) => <th key={cell} className={th}>{cell}</th>)}</tr></thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

function Profile({ member }: { member: AdminMember }) {
  const { t } = useTranslation('admin');
  const { profile } = member;
  const facts: [string, ReactNode][] = [
    [t('member.name'), `${profile.firstName} ${profile.lastName}`.trim()],
    [t('member.email'), <span className="break-all">{profile.email}</span>],
    [t('member.phone'), profile.phone || '—'],
    [t('member.location'), profile.location || '—'],
    [t('member.membership'), `${tierLabel(profile.membershipTier)}${profile.trialExpiresAt ? t('member.trialEnds', { date: day(profile.trialExpiresAt) }) : ''}`],
    [t('member.invitedBy'), profile.invitedBy ?? '—'],
    [t('member.verification'), <VerificationBadge status={profile.verificationStatus} submitted={member.verifications.length > 0} />],
    [t('member.balance'), <span className="tabular-nums">{t('member.balanceText', { balance: profile.balance, available: profile.available, held: profile.held })}</span>],
    [t('member.memberSince'), day(profile.createdAt)],
  ];
  return (
    <Card className="p-4 sm:p-5">
      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
        <span className="break-all">@{profile.username}</span>
        {profile.isAdmin && <Badge tone="brand">{t('status.admin')}</Badge>}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function History({ member }: { member: AdminMember }) {
  const { t } = useTranslation(['admin', 'verification']);
  const entries = [
    ...member.membershipApplications.map((each) => ({ ...each, what: t('member.membershipOf', { tier: tierLabel(each.tier) }) })),
    ...member.verifications.map((each) => ({ ...each, what: t('member.verificationOf', { type: t(`verification:types.${each.type}.title` as 'verification:types.ebt.title', { defaultValue: each.type }) }) })),
  ].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  if (entries.length === 0) return <p className="text-muted">{t('member.noHistory')}</p>;
  return (
    <ul className="space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">{entry.what} <VerificationBadge status={entry.status} /></p>
          <p className="text-muted">
            {t('member.submitted', { date: day(entry.submittedAt) })}
            {entry.decidedAt ? t('member.decided', { date: day(entry.decidedAt) }) : ''}
            {entry.decidedBy ? t('verifications.by', { name: entry.decidedBy }) : ''}
            {entry.reason ? `: ${entry.reason}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

function MemberDetails({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin');
  const member = useQuery(adminQueries.member(memberId));
  const [eventId, setEventId] = useState<string | null>(null);
  if (member.isLoading) return <Spinner label={t('member.loading')} />;
  if (!member.data) {
    const status = errorStatus(member.error);
    return <p className="text-muted">{status === 404 || status === 400 ? t('member.noSuch') : t('member.loadFailed')}</p>;
  }
  const view = member.data;
  return (
    <div className="space-y-8">
      <Profile member={view} />
      <CreditLineSection memberId={view.profile.id} verified={view.profile.verified} creditLine={view.creditLine} onOpenEvent={setEventId} />
      <Section id="history-heading" title={t('member.historyHeading')}><History member={view} /></Section>
      <Section id="membership-history-heading" title={t('member.membershipHistory')}>
        {view.membershipHistory.length === 0 ? <p className="text-muted">{t('member.noMembershipChanges')}</p> : (
          <ScrollTable label={t('member.membershipHistoryLabel')} head={[t('member.when'), t('member.whatHappened')]}>
            {view.membershipHistory.map((step) => (
              <tr key={`${step.at}-${step.eventType}-${step.summary}`}>
                <td className={`${td} whitespace-nowrap`}>{day(step.at)}</td>
                <td className={`${td} min-w-64`}>{storedText(step.summary, step.summaryMessage)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>
      <Section id="listings-heading" title={t('member.listings', { count: view.listings.length })}>
        {view.listings.length === 0 ? <p className="text-muted">{t('member.noListings')}</p> : (
          <ScrollTable label={t('member.listingsLabel')} head={[t('member.title_'), t('member.type'), t('member.credits'), t('member.status'), t('member.posted')]}>
            {view.listings.map((listing) => (
              <tr key={listing.id}>
                <td className={`${td} min-w-48`}><Link to={`/listings/${listing.id}`} className="font-medium text-brand-700 underline">{listing.title}</Link></td>
                <td className={td}>{t(`listingTypes.${listing.type}` as 'listingTypes.offer', { defaultValue: listing.type })}</td>
                <td className={`${td} tabular-nums`}>{listing.credits}</td>
                <td className={td}>{listing.active ? t('member.active') : t('member.inactive')}</td>
                <td className={`${td} whitespace-nowrap`}>{day(listing.createdAt)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>
      <Section id="trades-heading" title={t('member.trades', { count: view.trades.length })}>
        {view.trades.length === 0 ? <p className="text-muted">{t('member.noTrades')}</p> : (
          <ScrollTable label={t('member.tradesLabel')} head={[t('member.listing'), t('member.with'), t('member.role'), t('member.credits'), t('member.status'), t('member.settlement'), t('member.started'), t('member.tradeId')]}>
            {view.trades.map((trade) => (
              <tr key={trade.id}>
                <td className={`${td} min-w-40`}>{trade.title}</td>
                <td className={td}>{trade.otherParty}</td>
                <td className={td}>{t(`roles.${trade.role}` as 'roles.payer', { defaultValue: trade.role })}</td>
                <td className={`${td} tabular-nums`}>{trade.amount}</td>
                <td className={td}>{t(`tradeStatus.${trade.status}` as 'tradeStatus.pending', { defaultValue: trade.status })}</td>
                <td className={td}>{trade.settlement ? t(`settlements.${trade.settlement}` as 'settlements.paid', { defaultValue: trade.settlement }) : '—'}</td>
                <td className={`${td} whitespace-nowrap`}>{day(trade.createdAt)}</td>
                <td className={`${td} whitespace-nowrap font-mono text-xs`}>{trade.id}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>
      <Section id="sent-heading" title={t('sent.heading')}><SentNotifications memberId={view.profile.id} /></Section>
      <LedgerTable memberId={view.profile.id} lines={view.ledger} check={view.ledgerCheck} onOpenEvent={setEventId} />
      <EventDialog eventId={eventId} onOpen={setEventId} onClose={() => setEventId(null)} />
    </div>
  );
}

/** `/admin/members/:id`: one member as an administrator sees them, with the provenance of every credit. */
export default function AdminMemberPage() {
  const { user } = useSession();
  const { id = '' } = useParams();
  const { t } = useTranslation('admin');
  const member = useQuery({ ...adminQueries.member(id), enabled: Boolean(user?.isAdmin) });
  const title = member.data ? t('member.title', { username: member.data.profile.username }) : t('member.titlePlain');
  return (
    <Page title={title} width="wide" intro={<Link to="/admin" className="inline-flex items-center gap-1 text-base font-medium text-brand-700 underline"><ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t('member.back')}</Link>}>
      {user?.isAdmin ? <MemberDetails memberId={id} /> : <FormAlert message={t('page.denied')} />}
    </Page>
  );
}
