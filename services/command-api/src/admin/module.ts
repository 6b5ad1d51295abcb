import type { CommandModule } from '../module';
import { adminRoutes } from './routes';

export const adminModule: CommandModule = {
  name: 'admin',
  routes: adminRoutes,
};
