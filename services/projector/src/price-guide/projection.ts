import { defineProjection } from '../projection';

/** The pricing guide: one row per entry, holding its latest published content. */
export const priceGuideProjection = defineProjection({
  name: 'price_guide',
  tables: ['price_guide_entries'],
  handles: ['PriceGuideEntryPublished'],
  async apply(event, trx) {
    if (event.type !== 'PriceGuideEntryPublished') return;
    const entry = event.data;
    const content = {
      item_name: entry.itemName,
      category: entry.category,
      subcategory: entry.subcategory,
      description: entry.description,
      min_price_cents: entry.minPriceCents,
      max_price_cents: entry.maxPriceCents,
      average_price_cents: entry.averagePriceCents,
      unit: entry.unit,
      is_emergency_item: entry.isEmergencyItem,
      updated_at: new Date(entry.publishedAt),
    };
    // A revision keeps the entry's place (position of its first publication).
    await trx
      .insertInto('price_guide_entries')
      .values({ id: entry.entryId, position: event.position, ...content })
      .onConflict((oc) => oc.column('id').doUpdateSet(content))
      .execute();
  },
});
