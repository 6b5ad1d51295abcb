import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { Input, Select } from '../../components/ui/input';
import { categories, sorts, type Category, type ListingType, type Sort } from './types';
import { radiusChoices, type MarketplaceFilters } from './use-marketplace-filters';

interface Props {
  filters: MarketplaceFilters;
  onChange: (changes: Partial<MarketplaceFilters>) => void;
  onClear: () => void;
  active: boolean;
  signedIn: boolean;
  /** The member set an area: "Near me" can search around it. */
  hasArea: boolean;
}

/** "Near me" and how far, for a member with an area; a way to set one for a member without. */
function NearFilter({ filters, onChange, signedIn, hasArea }: Pick<Props, 'filters' | 'onChange' | 'signedIn' | 'hasArea'>) {
  const { t } = useTranslation();
  if (!signedIn) return null;
  if (!hasArea) {
    return (
      <Link to="/settings" className="text-sm font-medium text-brand-700 underline">{t('marketplace.near.setArea')}</Link>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <CheckboxField checked={filters.near} onCheckedChange={(near) => onChange({ near, ...(near ? {} : { sort: filters.sort === 'distance' ? '' : filters.sort }) })}>
        {t('marketplace.near.nearMe')}
      </CheckboxField>
      {filters.near && (
        <div className="flex items-center gap-2">
          <label htmlFor="filter-radius" className="text-sm text-muted">{t('marketplace.near.within')}</label>
          <Select id="filter-radius" className="w-28" value={String(filters.radius)} onChange={(event) => onChange({ radius: Number(event.target.value) })}>
            {radiusChoices.map((miles) => (
              <option key={miles} value={miles}>{t('marketplace.near.miles', { count: miles })}</option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}

/** Search submits on Enter or the button; the menus and the urgent box apply at once. */
export function MarketplaceFilterBar({ filters, onChange, onClear, active, signedIn, hasArea }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters.search);
  // Back/Forward and shared links change the URL under us: follow it.
  useEffect(() => setDraft(filters.search), [filters.search]);

  const nearMe = filters.near && hasArea;
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
      <NearFilter filters={filters} onChange={onChange} signedIn={signedIn} hasArea={hasArea} />
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
          <Select
            id="filter-sort"
            value={filters.sort || (nearMe ? 'distance' : filters.search ? 'relevance' : 'urgent')}
            onChange={(event) => onChange({ sort: event.target.value as Sort })}
          >
            {sorts
              .filter(([value]) => (value !== 'relevance' || filters.search) && (value !== 'distance' || nearMe))
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
          {/* Met needs and taken offers are done: off the default view, shown when asked for. */}
          <CheckboxField checked={filters.closed} onCheckedChange={(closed) => onChange({ closed })}>
            {t('needs.showClosed')}
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
