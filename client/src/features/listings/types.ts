import type { ListingCategory, ListingType } from '@barteraid/events/contracts/listings';

/**
 * The marketplace's categories, sorts and form. Its answers' and request bodies' shapes are the
 * listings contract (`@barteraid/events/contracts/listings`).
 */

export type { ListingType };

export const categories = [
  ['food-water', 'Food & Water'],
  ['shelter-housing', 'Shelter & Housing'],
  ['transportation', 'Transportation'],
  ['medical-health', 'Medical & Health'],
  ['clothing', 'Clothing'],
  ['tools-equipment', 'Tools & Equipment'],
  ['services', 'Services'],
  ['electronics', 'Electronics'],
  ['other', 'Other'],
] as const satisfies readonly (readonly [ListingCategory, string])[];

export type Category = (typeof categories)[number][0];

const labels = new Map<string, string>(categories);
export const categoryLabel = (category: string) => labels.get(category) ?? category;
export const isCategory = (value: string): value is Category => labels.has(value);

export const sorts = [
  ['relevance', 'Best match'],
  ['newest', 'Newest'],
  ['urgent', 'Urgent first'],
  ['credits_asc', 'Credits: low to high'],
  ['credits_desc', 'Credits: high to low'],
] as const;
export type Sort = (typeof sorts)[number][0];

/** What the posting and editing form sends. */
export interface ListingDraft {
  title: string;
  description: string;
  category: Category | '';
  type: ListingType;
  credits: string;
  location: string;
  isUrgent: boolean;
}
