import type { ProjectorModule } from '../module';
import { listingPhotosProjection } from './projection';
import * as listingPhotos from './migrations/0381_listing_photos';

export const listingPhotosModule: ProjectorModule = {
  name: 'listing-photos',
  projections: [listingPhotosProjection],
  migrations: { '0381_listing_photos': listingPhotos },
};
