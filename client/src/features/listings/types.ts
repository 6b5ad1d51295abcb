import type { ListingCategory, ListingType } from '@barteraid/events/contracts/listings';
import { t } from '../../i18n';

/**
 * The marketplace's categories, sorts and form. Its answers' and request bodies' shapes are the
 * listings contract (`@barteraid/events/contracts/listings`).
 */

export type { ListingType };

/** Each category with the key of its name (`marketplace.categories.*`). */
export const categories = [
  ['food-water', 'marketplace.categories.food-water'],
  ['shelter-housing', 'marketplace.categories.shelter-housing'],
  ['transportation', 'marketplace.categories.transportation'],
  ['medical-health', 'marketplace.categories.medical-health'],
  ['clothing', 'marketplace.categories.clothing'],
  ['tools-equipment', 'marketplace.categories.tools-equipment'],
  ['services', 'marketplace.categories.services'],
  ['electronics', 'marketplace.categories.electronics'],
  ['other', 'marketplace.categories.other'],
] as const satisfies readonly (readonly [ListingCategory, string])[];

export type Category = (typeof categories)[number][0];

const labels = new Map<string, (typeof categories)[number][1]>(categories);
/** A category's name in the language on screen, or the value itself for one this list does not know. */
export const categoryLabel = (category: string) => {
  const key = labels.get(category);
  return key ? t(key) : category;
};
export const isCategory = (value: string): value is Category => labels.has(value);

/** Each sort with the key of its name (`marketplace.sorts.*`). */
export const sorts = [
  ['relevance', 'marketplace.sorts.relevance'],
  ['newest', 'marketplace.sorts.newest'],
  ['urgent', 'marketplace.sorts.urgent'],
  ['credits_asc', 'marketplace.sorts.creditsAsc'],
  ['credits_desc', 'marketplace.sorts.creditsDesc'],
  ['distance', 'marketplace.sorts.distance'],
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
  /** Its photos in order (the first is its cards' picture); only uploaded ones are sent. */
  photos: DraftPhoto[];
}

/** The server's limits for listing photos (the listing photos contract), checked here first to say so sooner. */
export const MAX_LISTING_PHOTOS = 4;
export const MAX_PHOTO_ALT = 200;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server tells the type by the bytes, whatever the name says. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A photo in the form: uploading, or uploaded (with its id and thumbnail), and what the member says it shows. */
export interface DraftPhoto {
  key: string;
  name: string;
  status: 'uploading' | 'done';
  id?: string;
  thumbnailUrl?: string;
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  alt: string;
}
