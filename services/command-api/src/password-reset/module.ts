import type { CommandModule } from '../module';
import { passwordResetRoutes } from './routes';

export const passwordResetModule: CommandModule = {
  name: 'password-reset',
  routes: passwordResetRoutes,
};
