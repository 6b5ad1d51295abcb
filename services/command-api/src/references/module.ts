import type { CommandModule } from '../module';
import { referenceRoutes } from './routes';
import { seedDemoReferences } from './demo-references';

export const referencesModule: CommandModule = {
  name: 'references',
  routes: referenceRoutes,
  // Demo references are left on a completed demo trade: the trades module comes first in modules.ts.
  demoSeed: seedDemoReferences,
};
