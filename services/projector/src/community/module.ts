import type { ProjectorModule } from '../module';
import { communityProjection } from './projection';
import * as community from './migrations/0280_community';

export const communityModule: ProjectorModule = {
  name: 'community',
  projections: [communityProjection],
  migrations: { '0280_community': community },
};
