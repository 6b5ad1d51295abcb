import type { CommandModule } from '../module';
import { signInLinkRoutes } from './routes';

export const signInLinkModule: CommandModule = {
  name: 'sign-in-link',
  routes: signInLinkRoutes,
};
