import type { QueryModule } from '../module';
import { notifyPreferencesRoutes } from './routes';

export const notifyPreferencesModule: QueryModule = { name: 'notify-preferences', routes: notifyPreferencesRoutes };
