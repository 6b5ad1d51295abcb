import type { QueryModule } from '../module';
import { moderationRoutes } from './routes';

/** The admin dashboard's Reports tab and the suspensions in force. */
export const moderationModule: QueryModule = {
  name: 'moderation',
  routes: moderationRoutes,
};
