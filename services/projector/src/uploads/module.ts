import type { ProjectorModule } from '../module';
import { uploadsProjection } from './projection';

/** Its table was created by the platform migration 0060, with the stored files. */
export const uploadsModule: ProjectorModule = {
  name: 'uploads',
  projections: [uploadsProjection],
};
