import type { ProjectorModule } from '../module';
import { teamThreadsProjection } from './projection';
import * as teamThreads from './migrations/0150_team_threads';

export const teamMessagesModule: ProjectorModule = {
  name: 'team-messages',
  projections: [teamThreadsProjection],
  migrations: { '0150_team_threads': teamThreads },
};
