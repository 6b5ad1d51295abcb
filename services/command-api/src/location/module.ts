import type { CommandModule } from '../module';
import { locationRoutes } from './routes';
import { seedDemoAreas } from './demo-areas';

export const locationModule: CommandModule = {
  name: 'location',
  routes: locationRoutes,
  demoSeed: seedDemoAreas,
};
