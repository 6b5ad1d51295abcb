import type { CommandModule } from '../module';
import { pushRoutes } from './routes';

export const pushModule: CommandModule = {
  name: 'push',
  routes: pushRoutes,
};
