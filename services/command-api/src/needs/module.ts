import type { CommandModule } from '../module';
import { needsRoutes } from './routes';
import { needsSmsReplies } from './sms-replies';

/** A listing's status (needs met, offers taken) and its time: renewal here (on the web and by a YES text), expiry by `expiry-rule.ts`. */
export const needsModule: CommandModule = {
  name: 'needs',
  routes: needsRoutes,
  smsReplies: needsSmsReplies,
};
