import type { CommandModule } from '../module';
import { emailConfirmationRoutes } from './routes';

export const emailConfirmationModule: CommandModule = {
  name: 'email-confirmation',
  routes: emailConfirmationRoutes,
};
