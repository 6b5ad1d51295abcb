import type { CommandModule } from '../module';
import { avatarRoutes } from './routes';

export const avatarModule: CommandModule = {
  name: 'avatar',
  routes: avatarRoutes,
};
