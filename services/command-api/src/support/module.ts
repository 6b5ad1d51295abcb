import type { CommandModule } from '../module';
import { supportRoutes } from './routes';

export const supportModule: CommandModule = {
  name: 'support',
  routes: supportRoutes,
};
