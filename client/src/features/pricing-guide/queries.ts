import { queryOptions } from '@tanstack/react-query';
import type { PriceGuideCategory, PriceGuideEntry } from '@barteraid/events/contracts/price-guide';

export const priceGuideQueries = {
  /** The guide's entries for a search and/or category (`GET /api/price-guide`). */
  entries: (filter: { search?: string; category?: PriceGuideCategory | '' }) =>
    queryOptions<PriceGuideEntry[]>({ queryKey: ['/api/price-guide', filter] }),
};
