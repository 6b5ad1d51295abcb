import type { CommandModule } from '../module';
import { mailRoutes } from './routes';

export const mailModule: CommandModule = {
  name: 'mail',
  routes: mailRoutes,
};
