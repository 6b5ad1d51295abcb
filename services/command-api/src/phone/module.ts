import type { CommandModule } from '../module';
import { phoneRoutes } from './routes';

export const phoneModule: CommandModule = {
  name: 'phone',
  routes: phoneRoutes,
};
