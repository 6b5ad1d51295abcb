import { AlertTriangle, Gift, List } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useListingStats } from './listing-api';

function Stat({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: number | undefined; tone: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:py-3">
      <Icon aria-hidden="true" className={`h-5 w-5 shrink-0 sm:h-6 sm:w-6 ${tone}`} />
      <div className="flex min-w-0 flex-col-reverse">
        <dt className="text-xs leading-tight text-muted sm:text-sm">{label}</dt>
        <dd className="text-xl font-bold text-ink">{value === undefined ? '–' : value.toLocaleString('en-US')}</dd>
      </div>
    </div>
  );
}

/** Active listings, urgent needs and available offers across the whole marketplace. */
export function QuickStats() {
  const stats = useListingStats();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Marketplace at a glance">
      <Stat icon={List} label="Active listings" value={stats.data?.activeListings} tone="text-brand-700" />
      <Stat icon={AlertTriangle} label="Urgent needs" value={stats.data?.urgentNeeds} tone="text-red-700" />
      <Stat icon={Gift} label="Available offers" value={stats.data?.availableOffers} tone="text-green-700" />
    </dl>
  );
}
