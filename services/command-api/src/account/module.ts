import type { CommandModule } from '../module';
import { accountRoutes } from './routes';

export const accountModule: CommandModule = {
  name: 'account',
  routes: accountRoutes,
};
