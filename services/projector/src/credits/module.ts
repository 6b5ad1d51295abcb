import type { ProjectorModule } from '../module';
import { creditsProjection } from './projection';

/** Its tables were created by the members module's migration 0003. */
export const creditsModule: ProjectorModule = {
  name: 'credits',
  projections: [creditsProjection],
};
