import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';

/** The three top-level categories of the pricing guide, in display order. */
export const priceGuideCategories = ['goods', 'services', 'skills'] as const;
export const priceGuideCategory = z.enum(priceGuideCategories);
export type PriceGuideCategory = z.infer<typeof priceGuideCategory>;

export const priceGuideEntry = z.object({
  entryId: z.string().uuid(),
  itemName: z.string(),
  category: priceGuideCategory,
  subcategory: z.string(),
  description: z.string(),
  minPriceCents: cents,
  maxPriceCents: cents,
  averagePriceCents: cents,
  /** "each", "per hour", "per day"… as shown after the price. */
  unit: z.string(),
  isEmergencyItem: z.boolean(),
});
export type PriceGuideEntry = z.infer<typeof priceGuideEntry>;

/**
 * An entry of the pricing guide, first published or revised (the whole entry each time, so
 * the latest event for an entryId is the entry). Lives in the single price_guide stream.
 */
export const PriceGuideEntryPublished = defineEvent(
  'PriceGuideEntryPublished',
  1,
  priceGuideEntry.extend({ publishedAt: z.string() }),
);

export type PriceGuideEvent = EventOf<typeof PriceGuideEntryPublished>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const priceGuideEvents = [PriceGuideEntryPublished] as const;
