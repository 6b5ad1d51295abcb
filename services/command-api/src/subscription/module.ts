import type { CommandModule } from '../module';
import { subscriptionRoutes } from './routes';

export const subscriptionModule: CommandModule = {
  name: 'subscription',
  routes: (deps) => subscriptionRoutes(deps),
};
