import { formatCents, priceGuideCategories, type PriceGuideCategory } from '@barteraid/events';
import type { QueryDb } from '../read-models';
import type { PriceGuideEntry } from '@barteraid/events/contracts/price-guide';
import type { GuideEntry } from './fair-price';

/** An entry as the API returns it: prices as two-decimal credit strings. */
export function entryView(entry: GuideEntry): PriceGuideEntry {
  return {
    id: entry.id,
    itemName: entry.itemName,
    category: entry.category,
    subcategory: entry.subcategory,
    description: entry.description,
    minPrice: formatCents(entry.minPriceCents),
    maxPrice: formatCents(entry.maxPriceCents),
    averagePrice: formatCents(entry.averagePriceCents),
    unit: entry.unit,
    isEmergencyItem: entry.isEmergencyItem,
  };
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export interface EntryFilter {
  category?: PriceGuideCategory | null;
  /** Every word must appear in the item name, subcategory or description. */
  searchWords?: string[];
}

/** Entries in guide order: goods, services, skills, each in the order they were published. */
export async function loadEntries(db: QueryDb, filter: EntryFilter = {}): Promise<GuideEntry[]> {
  let query = db.selectFrom('price_guide_entries').selectAll();
  if (filter.category) query = query.where('category', '=', filter.category);
  for (const word of filter.searchWords ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    query = query.where((eb) =>
      eb.or([eb('item_name', 'ilike', pattern), eb('subcategory', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  const rows = await query.orderBy('position').limit(1000).execute();
  const rank = (category: string) => priceGuideCategories.indexOf(category as PriceGuideCategory);
  return rows
    .map((row) => ({
      entry: {
        id: row.id,
        itemName: row.item_name,
        category: row.category as PriceGuideCategory,
        subcategory: row.subcategory,
        description: row.description,
        minPriceCents: Number(row.min_price_cents),
        maxPriceCents: Number(row.max_price_cents),
        averagePriceCents: Number(row.average_price_cents),
        unit: row.unit,
        isEmergencyItem: row.is_emergency_item,
      },
      position: Number(row.position),
    }))
    .sort((a, b) => rank(a.entry.category) - rank(b.entry.category) || a.position - b.position)
    .map((each) => each.entry);
}
