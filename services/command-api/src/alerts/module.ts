import type { CommandModule } from '../module';
import { alertRoutes } from './routes';
import { alertSmsReplies } from './sms-replies';

/** Saved alerts and helper alerts, decided from each member's `alerts-<id>` stream; matching runs in `alerts.ts`. */
export const alertsModule: CommandModule = {
  name: 'alerts',
  routes: alertRoutes,
  smsReplies: alertSmsReplies,
};
