import type { QueryModule } from '../module';
import { pushRoutes } from './routes';

export const pushModule: QueryModule = { name: 'push', routes: pushRoutes };
