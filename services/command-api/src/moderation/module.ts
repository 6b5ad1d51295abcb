import type { CommandModule } from '../module';
import { moderationRoutes } from './routes';

/** Reports of listings, members, messages and conversations; admins' dismissals, take-downs, warnings and suspensions. */
export const moderationModule: CommandModule = {
  name: 'moderation',
  routes: moderationRoutes,
};
