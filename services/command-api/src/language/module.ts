import type { CommandModule } from '../module';
import { languageRoutes } from './routes';

export const languageModule: CommandModule = {
  name: 'language',
  routes: languageRoutes,
};
