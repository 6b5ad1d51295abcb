import type { CommandModule } from '../module';
import { teamMessageRoutes } from './routes';

export const teamMessagesModule: CommandModule = {
  name: 'team-messages',
  routes: teamMessageRoutes,
};
