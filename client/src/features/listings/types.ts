/** The marketplace's answers (see services/query-api/src/listings). Credits are two-decimal strings. */

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

export interface ListingOwner {
  id: string;
  username: string;
  verificationStatus: string;
  verified: boolean;
}

export interface Listing {
  id: string;
  title: string;
  description: string;
  category: string;
  type: ListingType;
  credits: string;
  location: string;
  isUrgent: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  ownerId: string;
  user: ListingOwner;
}

export interface ListingDetail extends Listing {
  user: ListingOwner & { rating: string; totalTrades: number; memberSince: string | null };
  isOwner: boolean;
  deactivatedByAdmin?: boolean;
  deactivationReason?: string | null;
}

export interface ListingPage {
  listings: Listing[];
  nextCursor: string | null;
}

export interface ListingStats {
  activeListings: number;
  urgentNeeds: number;
  availableOffers: number;
}

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
