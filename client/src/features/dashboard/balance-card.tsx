import { Coins, TrendingUp, TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatCredits, formatUsd } from '../../lib/format';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { Profile } from '@barteraid/events/contracts/members';

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
        <p className="mt-1 text-brand-100">
          {t('dashboard.balance.worthBefore')}
          <span className="font-semibold text-white">{formatUsd(balance)}</span>
          {t('dashboard.balance.worthAfter')}
        </p>
        {held > 0 && (
          <p className="mt-1 text-sm text-brand-100">
            {t('dashboard.balance.held', { available: formatCredits(credits?.available ?? user.availableCredits), held: formatCredits(held) })}
          </p>
        )}
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
