import type { ProjectorModule } from '../module';
import { blocksProjection } from './projection';
import * as memberBlocks from './migrations/0110_member_blocks';

export const blocksModule: ProjectorModule = {
  name: 'blocks',
  projections: [blocksProjection],
  migrations: { '0110_member_blocks': memberBlocks },
};
