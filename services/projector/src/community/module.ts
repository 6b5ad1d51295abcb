import type { ProjectorModule } from '../module';
import { communityProjection } from './projection';
import * as community from './migrations/0280_community';
import * as metNeeds from './migrations/0371_community_met_needs';

export const communityModule: ProjectorModule = {
  name: 'community',
  projections: [communityProjection],
  migrations: { '0280_community': community, '0371_community_met_needs': metNeeds },
};
