/**
 * The marketplace's categories, sorts and form. Its answers' shapes are the listings contract
 * (`@barteraid/events/contracts/listings`).
 */

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
] as const;

export type Category = (typeof categories)[number][0];
export type ListingType = 'offer' | 'need';

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

export interface ListingChangeResponse {
  message: string;
  listing: { id: string; isActive: boolean };
}
