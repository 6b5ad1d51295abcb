import type { QueryModule } from '../module';
import { phoneRoutes } from './routes';

export const phoneModule: QueryModule = { name: 'phone', routes: phoneRoutes };
