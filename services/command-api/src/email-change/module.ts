import type { CommandModule } from '../module';
import { emailChangeRoutes } from './routes';

export const emailChangeModule: CommandModule = {
  name: 'email-change',
  routes: emailChangeRoutes,
};
