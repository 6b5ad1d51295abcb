import type { CommandModule } from '../module';
import { notifyPreferencesRoutes } from './routes';

export const notifyPreferencesModule: CommandModule = {
  name: 'notify-preferences',
  routes: notifyPreferencesRoutes,
};
