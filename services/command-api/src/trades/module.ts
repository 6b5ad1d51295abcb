import type { CommandModule } from '../module';
import { tradeRoutes } from './routes';
import { seedDemoTrades } from './demo-trades';
import { tradeMailPlans } from './mail';
import { tradeSmsReplies } from './sms-replies';

export const tradesModule: CommandModule = {
  name: 'trades',
  routes: tradeRoutes,
  // Demo trades are between demo listings: the listings module comes first in modules.ts.
  demoSeed: seedDemoTrades,
  mailPlans: tradeMailPlans,
  smsReplies: tradeSmsReplies,
};
