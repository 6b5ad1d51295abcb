import type { QueryModule } from '../module';
import { referenceRoutes } from './routes';

export const referencesModule: QueryModule = {
  name: 'references',
  routes: referenceRoutes,
};
