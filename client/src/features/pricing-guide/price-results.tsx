import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { formatCredits } from '../../lib/format';
import type { PriceGuideEntry } from '@barteraid/events/contracts/price-guide';

/** The entries as the server wrote them (names, descriptions and units are English); the page's own words translated. */
export function PriceResults({ entries }: { entries: PriceGuideEntry[] }) {
  const { t } = useTranslation('pricing');
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="font-semibold text-ink">{entry.itemName}</h3>
              <p className="text-xs uppercase tracking-wide text-muted">{t(`entryCategory.${entry.category}`)} · {entry.subcategory}</p>
            </div>
            {entry.isEmergencyItem && (
              <Badge tone="danger"><Siren aria-hidden="true" className="mr-1 h-3 w-3" /> {t('emergency')}</Badge>
            )}
          </div>
          <p className="mt-2 text-sm text-muted">{entry.description}</p>
          <p className="mt-3 text-sm text-ink">
            <span className="font-semibold">{t('range', { min: formatCredits(entry.minPrice), max: formatCredits(entry.maxPrice) })}</span>{' '}
            <span className="text-muted">{t('typically', { unit: entry.unit, average: formatCredits(entry.averagePrice) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
