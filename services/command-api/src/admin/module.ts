import type { CommandModule } from '../module';
import { adminRoutes } from './routes';
import { adminMailPlans } from './mail';

export const adminModule: CommandModule = {
  name: 'admin',
  routes: adminRoutes,
  mailPlans: adminMailPlans,
};
