import type { CommandModule } from '../module';
import { disputeRoutes } from './routes';

export const disputesModule: CommandModule = {
  name: 'disputes',
  routes: disputeRoutes,
};
