import { Coins, TrendingUp, TrendingDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCredits, formatUsd } from '../../lib/format';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { Profile } from '@barteraid/events/contracts/members';

/**
 * What the member may spend now: held credits, the credit line and available (balance + line −
 * held), with a plain explanation of the line. Only the member's own answer carries these; no
 * other member's page shows them.
 */
function CreditLine({ credits, held, fallbackAvailable }: { credits: Credits | undefined; held: number; fallbackAvailable: string }) {
  const { t } = useTranslation();
  const line = credits?.creditLine ?? '0.00';
  const available = credits?.available ?? fallbackAvailable;
  const pastLine = (Number.parseFloat(available) || 0) < 0;
  const figures = [
    { key: 'held', label: t('dashboard.balance.heldLabel'), value: formatCredits(held) },
    { key: 'line', label: t('dashboard.balance.lineLabel'), value: formatCredits(line) },
    { key: 'available', label: t('dashboard.balance.availableLabel'), value: formatCredits(available) },
  ];
  return (
    <>
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-white/10 p-3 text-sm" aria-label={t('dashboard.balance.spendable')}>
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0">
            <dt className="text-brand-100">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`credit-${figure.key}`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-brand-100" data-testid="credit-line-explained">
        {Number.parseFloat(line) > 0 ? t('dashboard.balance.lineExplained', { line: formatCredits(line) }) : t('dashboard.balance.noLine')}{' '}
        <Link to="/faq" className="font-medium text-white underline underline-offset-2">{t('dashboard.balance.lineMore')}</Link>
      </p>
      {pastLine && <p className="mt-2 rounded-md bg-white/15 p-2 text-sm font-medium text-white" role="status">{t('dashboard.balance.pastLine')}</p>}
    </>
  );
}

export function BalanceCard({ user, credits }: { user: Profile; credits: Credits | undefined }) {
  const { t } = useTranslation();
  const balance = credits?.balance ?? user.barterCredits;
  const held = Number.parseFloat(credits?.held ?? user.heldCredits) || 0;
  // The server sums the whole month; the transactions list holds only the newest entries.
  const earned = Number.parseFloat(credits?.thisMonth.earned ?? '0') || 0;
  const spent = Number.parseFloat(credits?.thisMonth.spent ?? '0') || 0;
  return (
    <Card className="border-brand-200 bg-gradient-to-br from-brand-800 to-brand-900 text-white md:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-white">
          <Coins aria-hidden="true" className="h-5 w-5" /> {t('dashboard.balance.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-4xl font-bold tracking-tight" data-testid="credit-balance">
          {formatCredits(balance)} <span className="text-lg font-medium text-brand-100">{t('dashboard.balance.credits')}</span>
        </p>
        {(Number.parseFloat(balance) || 0) < 0 ? (
          // Below zero the balance is a debt to the community, not money owed in dollars.
          <p className="mt-1 text-brand-100">{t('dashboard.balance.belowZero', { amount: formatCredits(-(Number.parseFloat(balance) || 0)) })}</p>
        ) : (
          <p className="mt-1 text-brand-100">
            {t('dashboard.balance.worthBefore')}
            <span className="font-semibold text-white">{formatUsd(balance)}</span>
            {t('dashboard.balance.worthAfter')}
          </p>
        )}
        <CreditLine credits={credits} held={held} fallbackAvailable={user.availableCredits} />
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-sm text-brand-100">
              <TrendingUp aria-hidden="true" className="h-4 w-4" /> {t('dashboard.balance.earned')}
            </dt>
            <dd className="text-xl font-semibold">{earned > 0 ? '+' : ''}{formatCredits(earned)}</dd>
          </div>
          <div className="rounded-lg bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-sm text-brand-100">
              <TrendingDown aria-hidden="true" className="h-4 w-4" /> {t('dashboard.balance.spent')}
            </dt>
            <dd className="text-xl font-semibold">{spent > 0 ? '-' : ''}{formatCredits(spent)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
