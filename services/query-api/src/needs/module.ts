import type { QueryModule } from '../module';
import { needsRoutes } from './routes';

/** Matches while posting and the needs analytics. Mounted before listings: `/api/listings/matches` is not a listing id. */
export const needsModule: QueryModule = {
  name: 'needs',
  routes: needsRoutes,
};
