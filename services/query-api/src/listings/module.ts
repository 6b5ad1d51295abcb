import type { QueryModule } from '../module';
import { listingRoutes } from './routes';

export const listingsModule: QueryModule = {
  name: 'listings',
  routes: listingRoutes,
};
