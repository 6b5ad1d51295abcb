import type { QueryModule } from '../module';
import { alertRoutes } from './routes';

export const alertsModule: QueryModule = { name: 'alerts', routes: alertRoutes };
