import type { ProjectorModule } from '../module';
import { supportProjection } from './projection';
import * as supportRequests from './migrations/0030_support_requests';

export const supportModule: ProjectorModule = {
  name: 'support',
  projections: [supportProjection],
  migrations: { '0030_support_requests': supportRequests },
};
