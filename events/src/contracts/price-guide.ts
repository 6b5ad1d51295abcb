import { z } from 'zod';
import { priceGuideCategory } from '../price-guide';

/** An entry as the API returns it: prices as two-decimal credit strings (`GET /api/price-guide`). */
export const priceGuideEntrySchema = z.object({
  id: z.string(),
  itemName: z.string(),
  category: priceGuideCategory,
  subcategory: z.string(),
  description: z.string(),
  minPrice: z.string(),
  maxPrice: z.string(),
  averagePrice: z.string(),
  unit: z.string(),
  isEmergencyItem: z.boolean(),
});
export type PriceGuideEntry = z.infer<typeof priceGuideEntrySchema>;

export const itemConditions = ['new', 'good', 'fair', 'poor'] as const;
export type ItemCondition = (typeof itemConditions)[number];

/** `GET /api/price-guide/fair-price`: the Smart Pricing Assistant's suggestion. */
export const fairPriceSchema = z.object({
  suggestedPrice: z.string(),
  minPrice: z.string(),
  maxPrice: z.string(),
  unit: z.string(),
  condition: z.enum(itemConditions),
  urgent: z.boolean(),
  isEmergencyItem: z.boolean(),
  note: z.string(),
  basedOn: z.array(priceGuideEntrySchema),
});
export type FairPrice = z.infer<typeof fairPriceSchema>;

export type { PriceGuideCategory } from '../price-guide';
