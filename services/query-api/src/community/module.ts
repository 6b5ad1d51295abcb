import type { QueryModule } from '../module';
import { communityRoutes } from './routes';

/** The community's own numbers, for the landing page. */
export const communityModule: QueryModule = {
  name: 'community',
  routes: communityRoutes,
};
