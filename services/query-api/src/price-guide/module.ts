import type { QueryModule } from '../module';
import { priceGuideRoutes } from './routes';

export const priceGuideModule: QueryModule = {
  name: 'price-guide',
  routes: priceGuideRoutes,
};
