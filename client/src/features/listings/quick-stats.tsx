import { AlertTriangle, Gift, List } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { useListingStats } from './listing-api';

/**
 * One figure: a `dl` may hold only `dt`/`dd` pairs (or a `div` of exactly those), so the icon sits
 * inside the `dd` — beside the number on a phone, at the card's left on wider screens.
 */
function Stat({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: number | undefined; tone: string }) {
  return (
    <div className="relative flex min-w-0 flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:py-3 sm:pl-14 sm:pr-4">
      <dt className="text-xs leading-tight text-muted sm:text-sm">{label}</dt>
      <dd className="flex items-center gap-1.5 text-xl font-bold text-ink">
        <Icon aria-hidden="true" className={`h-5 w-5 shrink-0 sm:absolute sm:left-4 sm:top-1/2 sm:h-6 sm:w-6 sm:-translate-y-1/2 ${tone}`} />
        {value === undefined ? '–' : formatCount(value)}
      </dd>
    </div>
  );
}

/** Active listings, urgent needs and available offers across the whole marketplace. */
export function QuickStats() {
  const stats = useListingStats();
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={t('marketplace.stats.label')}>
      <Stat icon={List} label={t('marketplace.stats.active')} value={stats.data?.activeListings} tone="text-brand-700" />
      <Stat icon={AlertTriangle} label={t('marketplace.stats.urgent')} value={stats.data?.urgentNeeds} tone="text-red-700" />
      <Stat icon={Gift} label={t('marketplace.stats.offers')} value={stats.data?.availableOffers} tone="text-green-700" />
    </dl>
  );
}
