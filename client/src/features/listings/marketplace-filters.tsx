import { useEffect, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { Input, Select } from '../../components/ui/input';
import { categories, sorts, type Category, type ListingType, type Sort } from './types';
import type { MarketplaceFilters } from './use-marketplace-filters';

interface Props {
  filters: MarketplaceFilters;
  onChange: (changes: Partial<MarketplaceFilters>) => void;
  onClear: () => void;
  active: boolean;
}

/** Search submits on Enter or the button; the menus and the urgent box apply at once. */
export function MarketplaceFilterBar({ filters, onChange, onClear, active }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters.search);
  // Back/Forward and shared links change the URL under us: follow it.
  useEffect(() => setDraft(filters.search), [filters.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: draft });
  };

  return (
    <div className="space-y-3">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="marketplace-search" className="sr-only">{t('marketplace.filters.search')}</label>
        <Input
          id="marketplace-search"
          type="search"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('marketplace.filters.search')}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" /> {t('marketplace.filters.searchButton')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-center">
        <div>
          <label htmlFor="filter-category" className="sr-only">{t('marketplace.filters.category')}</label>
          <Select id="filter-category" value={filters.category} onChange={(event) => onChange({ category: event.target.value as Category | '' })}>
            <option value="">{t('marketplace.filters.allCategories')}</option>
            {categories.map(([value, label]) => (
              <option key={value} value={value}>{t(label)}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="filter-type" className="sr-only">{t('marketplace.filters.type')}</label>
          <Select id="filter-type" value={filters.type} onChange={(event) => onChange({ type: event.target.value as ListingType | '' })}>
            <option value="">{t('marketplace.filters.allTypes')}</option>
            <option value="offer">{t('marketplace.filters.offers')}</option>
            <option value="need">{t('marketplace.filters.needs')}</option>
          </Select>
        </div>
        <div>
          <label htmlFor="filter-sort" className="sr-only">{t('marketplace.filters.sortBy')}</label>
          <Select id="filter-sort" value={filters.sort || (filters.search ? 'relevance' : 'urgent')} onChange={(event) => onChange({ sort: event.target.value as Sort })}>
            {sorts
              .filter(([value]) => value !== 'relevance' || filters.search)
              .map(([value, label]) => (
                <option key={value} value={value}>{t(label)}</option>
              ))}
          </Select>
        </div>
        {/* At 360 px this is half the width: "Clear" goes under "Urgent only" rather than past the screen's edge. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <CheckboxField checked={filters.urgent} onCheckedChange={(urgent) => onChange({ urgent })}>
            {t('marketplace.filters.urgentOnly')}
          </CheckboxField>
          {active && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden="true" className="h-4 w-4" /> {t('marketplace.filters.clear')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
