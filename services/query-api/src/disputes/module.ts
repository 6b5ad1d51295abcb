import type { QueryModule } from '../module';
import { disputeRoutes } from './routes';

export const disputesModule: QueryModule = {
  name: 'disputes',
  routes: disputeRoutes,
};
