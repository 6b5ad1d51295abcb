export type PriceGuideTables = {
  price_guide_entries: {
    id: string;
    item_name: string;
    /** goods | services | skills */
    category: string;
    subcategory: string;
    description: string;
    min_price_cents: number;
    max_price_cents: number;
    average_price_cents: number;
    unit: string;
    is_emergency_item: boolean;
    /** Display order: the order the entries were first published in. */
    position: number;
    updated_at: Date;
  };
};
