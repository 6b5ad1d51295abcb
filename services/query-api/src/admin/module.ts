import type { QueryModule } from '../module';
import { adminRoutes } from './routes';

export const adminModule: QueryModule = {
  name: 'admin',
  routes: adminRoutes,
};
