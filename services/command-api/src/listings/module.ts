import type { CommandModule } from '../module';
import { listingRoutes } from './routes';
import { seedDemoListings } from './demo-listings';

export const listingsModule: CommandModule = {
  name: 'listings',
  routes: listingRoutes,
  demoSeed: seedDemoListings,
};
