import type { CommandModule } from '../module';
import { disputeRoutes } from './routes';
import { disputeMailPlans } from './mail';
import { disputeSmsReplies } from './sms-replies';

export const disputesModule: CommandModule = {
  name: 'disputes',
  routes: disputeRoutes,
  mailPlans: disputeMailPlans,
  smsReplies: disputeSmsReplies,
};
