import type { CommandModule } from '../module';
import { disputeRoutes } from './routes';
import { disputeMailPlans } from './mail';

export const disputesModule: CommandModule = {
  name: 'disputes',
  routes: disputeRoutes,
  mailPlans: disputeMailPlans,
};
