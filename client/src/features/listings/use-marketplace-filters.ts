import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCategory, sorts, type Category, type ListingType, type Sort } from './types';

export interface MarketplaceFilters {
  search: string;
  category: Category | '';
  type: ListingType | '';
  urgent: boolean;
  sort: Sort | '';
  /** Search the words exactly as typed, without the server's correction ("search instead for …"). */
  asTyped: boolean;
  /** "Near me": around the member's own area (sent as a position, never stored). */
  near: boolean;
  /** Miles around it, one of `radiusChoices`. */
  radius: number;
  /** Met needs and taken offers too, which the default view leaves out. */
  closed: boolean;
  /** The Map view instead of the list (the list is first, and the way through for keyboards). */
  map: boolean;
}

export const radiusChoices = [1, 2, 5, 10, 25, 50, 100] as const;
const DEFAULT_RADIUS = 10;

const sortValues = new Set<string>(sorts.map(([value]) => value));

/**
 * The marketplace's filters live in the URL (?search=&category=&type=&urgent=&sort=&asTyped=), so a
 * search can be shared, bookmarked and walked back with the browser's Back button.
 * Values the page does not know are read as "all" rather than sent on to the server.
 */
export function useMarketplaceFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<MarketplaceFilters>(() => filtersOf(params), [params]);

  const update = useCallback(
    (changes: Partial<MarketplaceFilters>) => {
      // From the address as it is now, not as this render saw it: two changes in a row (a category,
      // then a type) must both stay, though the page has not drawn the first yet.
      const current = filtersOf(new URLSearchParams(window.location.search));
      // New words may be corrected again; only "search instead for …" asks for them as typed.
      const newWords = changes.search !== undefined && changes.search.trim() !== current.search;
      const next = { ...current, ...(newWords ? { asTyped: false } : {}), ...changes };
      const search = new URLSearchParams();
      if (next.search.trim()) search.set('search', next.search.trim());
      if (next.category) search.set('category', next.category);
      if (next.type) search.set('type', next.type);
      if (next.urgent) search.set('urgent', 'true');
      if (next.asTyped && next.search.trim()) search.set('asTyped', 'true');
      if (next.near) search.set('near', 'me');
      if (next.near && next.radius !== DEFAULT_RADIUS) search.set('radius', String(next.radius));
      if (next.closed) search.set('closed', 'true');
      if (next.map) search.set('view', 'map');
      // "Best match" only means something with search words.
      if (next.sort && !(next.sort === 'relevance' && !next.search.trim()) && !(next.sort === 'distance' && !next.near)) search.set('sort', next.sort);
      setParams(search);
    },
    [setParams],
  );

  const active = Boolean(filters.search || filters.category || filters.type || filters.urgent || filters.near || filters.closed);
  // Clearing the filters keeps the view the reader chose.
  return { filters, update, clear: () => setParams(new URLSearchParams(filters.map ? { view: 'map' } : {})), active };
}

function filtersOf(params: URLSearchParams): MarketplaceFilters {
  const category = params.get('category') ?? '';
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    category: isCategory(category) ? category : '',
    type: type === 'offer' || type === 'need' ? type : '',
    urgent: params.get('urgent') === 'true',
    sort: sortValues.has(sort) ? (sort as Sort) : '',
    asTyped: params.get('asTyped') === 'true',
    near: params.get('near') === 'me',
    radius: (radiusChoices as readonly number[]).includes(Number(params.get('radius'))) ? Number(params.get('radius')) : DEFAULT_RADIUS,
    closed: params.get('closed') === 'true',
    map: params.get('view') === 'map',
  };
}
