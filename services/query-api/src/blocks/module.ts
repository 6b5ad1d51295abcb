import type { QueryModule } from '../module';
import { blockRoutes } from './routes';

/** A member's own list of blocked members. */
export const blocksModule: QueryModule = {
  name: 'blocks',
  routes: blockRoutes,
};
