import type { QueryModule } from '../module';
import { teamMessageRoutes } from './routes';

export const teamMessagesModule: QueryModule = {
  name: 'team-messages',
  routes: teamMessageRoutes,
};
