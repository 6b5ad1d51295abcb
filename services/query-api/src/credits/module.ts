import type { QueryModule } from '../module';
import { creditRoutes } from './routes';

export const creditsModule: QueryModule = {
  name: 'credits',
  routes: creditRoutes,
};
