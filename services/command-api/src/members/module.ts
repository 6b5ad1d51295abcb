import type { CommandModule } from '../module';
import { memberRoutes } from './routes';

export const membersModule: CommandModule = {
  name: 'members',
  routes: memberRoutes,
};
