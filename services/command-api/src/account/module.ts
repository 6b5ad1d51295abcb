import type { CommandModule } from '../module';
import { accountRoutes } from './routes';
import { accountMailPlans } from './mail';

export const accountModule: CommandModule = {
  name: 'account',
  routes: accountRoutes,
  mailPlans: accountMailPlans,
};
