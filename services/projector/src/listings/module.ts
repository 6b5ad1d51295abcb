import type { ProjectorModule } from '../module';
import { listingsProjection } from './projection';
import * as listings from './migrations/0010_listings';
import * as searchPaths from './migrations/0011_listings_search_paths';
import * as ginWithoutPendingList from './migrations/0012_listings_gin_without_pending_list';
import * as lexemesInUse from './migrations/0013_listing_lexemes_in_use';
import * as searchSpanish from './migrations/0014_listings_search_spanish';
import * as searchLanguageAndCategory from './migrations/0220_listings_search_language_and_category';
import * as listingPlaces from './migrations/0321_listing_places';
import * as listingPlaceCells from './migrations/0322_listing_place_cells';
import * as statusAndExpiry from './migrations/0370_listing_status_and_expiry';
import * as nearRunning from './migrations/0450_listing_near_running';

export const listingsModule: ProjectorModule = {
  name: 'listings',
  projections: [listingsProjection],
  migrations: {
    '0010_listings': listings,
    '0011_listings_search_paths': searchPaths,
    '0012_listings_gin_without_pending_list': ginWithoutPendingList,
    '0013_listing_lexemes_in_use': lexemesInUse,
    '0014_listings_search_spanish': searchSpanish,
    '0220_listings_search_language_and_category': searchLanguageAndCategory,
    '0321_listing_places': listingPlaces,
    '0322_listing_place_cells': listingPlaceCells,
    '0370_listing_status_and_expiry': statusAndExpiry,
    '0450_listing_near_running': nearRunning,
  },
};
