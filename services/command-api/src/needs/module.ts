import type { CommandModule } from '../module';
import { needsRoutes } from './routes';

/** A listing's status (needs met, offers taken) and its time: renewal here, expiry by `expiry-rule.ts`. */
export const needsModule: CommandModule = {
  name: 'needs',
  routes: needsRoutes,
};
