import type { ProjectorModule } from '../module';
import { referencesProjection } from './projection';
import { referenceNotifications } from './notifications';
import * as references from './migrations/0090_references';

export const referencesModule: ProjectorModule = {
  name: 'references',
  projections: [referencesProjection],
  notificationSources: [referenceNotifications],
  migrations: { '0090_references': references },
};
